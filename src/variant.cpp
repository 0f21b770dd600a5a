#include "varia/variant.hpp"

#include "varia/errors.hpp"

#include <algorithm>
#include <cctype>

namespace varia {

namespace {
constexpr std::uint8_t unlimited = 255;

Vec oriented(Color c, Vec v) {
    return c == Color::White ? v : Vec{v.dx, static_cast<std::int8_t>(-v.dy)};
}
} // namespace

DirectionId Variant::oriented_direction(Color c, Vec v) const {
    auto id = geometry_->find_direction(oriented(c, v));
    if (!id) throw Error("variant " + name + ": direction not registered");
    return *id;
}

std::optional<PieceTypeId> Variant::type_of_letter(char upper) const noexcept {
    for (std::size_t t = 0; t < piece_types.size(); ++t)
        if (piece_types[t].letter == upper) return static_cast<PieceTypeId>(t);
    return std::nullopt;
}

void Variant::finalize() {
    geometry_ = std::make_shared<Geometry>(width, height, holes);
    Geometry& geo = *geometry_;
    if (piece_types.empty() || piece_types.size() > max_piece_types)
        throw ParseError("pieces", name, "a variant needs 1..32 piece types");

    royal_types_ = 0;
    royal_type_.reset();
    ray_pool_.clear();
    for (auto& lines : attack_lines_) lines.clear();

    for (std::size_t t = 0; t < piece_types.size(); ++t) {
        const PieceType& pt = piece_types[t];
        if (!std::isupper(static_cast<unsigned char>(pt.letter)))
            throw ParseError("pieces", std::string(1, pt.letter), "piece letter must be upper case A-Z");
        for (std::size_t u = 0; u < t; ++u)
            if (piece_types[u].letter == pt.letter)
                throw ParseError("pieces", std::string(1, pt.letter), "two piece types share a letter");
        if (pt.royal) royal_types_ |= 1U << t;
        for (PieceTypeId choice : pt.pawn.promotion_choices)
            if (choice >= piece_types.size())
                throw ParseError("pieces", pt.name, "promotion choice is not a piece type");
    }
    if (std::popcount(royal_types_) == 1)
        royal_type_ = static_cast<PieceTypeId>(std::countr_zero(royal_types_));

    for (Color c : {Color::White, Color::Black}) {
        std::vector<AttackLine>& lines = attack_lines_[index(c)];
        for (std::size_t t = 0; t < piece_types.size(); ++t) {
            const PieceType& pt = piece_types[t];
            const std::size_t begin = ray_pool_.size();
            for (const Atom& atom : pt.atoms) {
                const std::uint8_t range =
                    atom.range == 0 ? unlimited : static_cast<std::uint8_t>(std::min(atom.range, 254));
                for (Vec v : atom.vectors) {
                    const Ray ray{geo.add_direction(oriented(c, v)), range,
                                  atom.modality != Modality::CaptureOnly,
                                  atom.modality != Modality::MoveOnly};
                    ray_pool_.push_back(ray);
                    if (!ray.can_capture) continue;
                    // Reverse lookup: from the target, walk the opposite way to find the attacker.
                    const Vec back{static_cast<std::int8_t>(-oriented(c, v).dx),
                                   static_cast<std::int8_t>(-oriented(c, v).dy)};
                    const DirectionId back_id = geo.add_direction(back);
                    auto it = std::find_if(lines.begin(), lines.end(),
                                           [&](const AttackLine& l) { return l.dir == back_id; });
                    if (it == lines.end()) {
                        lines.push_back(AttackLine{back_id, 0, {}});
                        it = lines.end() - 1;
                    }
                    const int reach = std::min<int>(range, max_ranks);
                    for (int k = 0; k < reach; ++k) it->types_at[k] |= 1U << t;
                    it->max_range = static_cast<std::uint8_t>(std::max<int>(it->max_range, reach));
                }
            }
            ray_index_[index(c)][t] = {begin, ray_pool_.size() - begin};

            promotion_squares_[index(c)][t] = SquareSet();
            multi_step_squares_[index(c)][t] = SquareSet();
            for (int r : pt.pawn.promotion_ranks)
                promotion_squares_[index(c)][t] |= geo.rank_squares(relative_rank(c, r));
            if (pt.pawn.multi_step > 1)
                for (int r : pt.pawn.multi_step_ranks)
                    multi_step_squares_[index(c)][t] |= geo.rank_squares(relative_rank(c, r));
        }
        // Short lines first: leaper hits are found without walking.
        std::stable_sort(lines.begin(), lines.end(), [](const AttackLine& a, const AttackLine& b) {
            return a.max_range < b.max_range;
        });
    }

    for (const OptionSpec& spec : options)
        if (!option_values.contains(spec.name)) option_values[spec.name] = spec.default_value;
}

VariantPtr with_options(const VariantPtr& variant, const std::map<std::string, std::string>& values) {
    if (values.empty()) return variant;
    auto copy = std::make_shared<Variant>(*variant);
    for (const auto& [key, value] : values) {
        auto spec = std::find_if(copy->options.begin(), copy->options.end(),
                                 [&](const OptionSpec& s) { return s.name == key; });
        if (spec == copy->options.end()) {
            std::string known;
            for (const auto& s : copy->options) known += (known.empty() ? "" : ", ") + s.name;
            throw OptionError("unknown option '" + key + "' for variant " + copy->name +
                              (known.empty() ? " (it has no options)" : " (known: " + known + ")"));
        }
        if (spec->type == "bool" && value != "true" && value != "false")
            throw OptionError("option " + key + ": value '" + value + "' is not true or false");
        if (spec->type == "int" &&
            (value.empty() || !std::all_of(value.begin(), value.end(), [](unsigned char ch) {
                 return std::isdigit(ch) != 0;
             })))
            throw OptionError("option " + key + ": value '" + value + "' is not a whole number");
        copy->option_values[key] = value;
    }
    copy->finalize();
    return copy;
}

} // namespace varia
