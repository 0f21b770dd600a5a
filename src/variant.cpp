#include "varia/variant.hpp"

#include "varia/errors.hpp"
#include "varia/rule_module.hpp"
#include "varia/position.hpp"

#include <algorithm>
#include <cstdlib>
#include <cctype>

namespace varia {

namespace {
constexpr std::uint8_t unlimited = 255;

/// Black's moves are White's seen from the other side: ranks mirrored, and with a rotated board
/// (Variant::black_rotated) files too.
Vec oriented(Color c, Vec v, bool rotated) {
    if (c == Color::White) return v;
    return Vec{static_cast<std::int8_t>(rotated ? -v.dx : v.dx), static_cast<std::int8_t>(-v.dy)};
}
} // namespace

DirectionId Variant::oriented_direction(Color c, Vec v) const {
    auto id = geometry_->find_direction(oriented(c, v, black_rotated));
    if (!id) throw Error("variant " + name + ": direction not registered");
    return *id;
}

std::optional<PieceTypeId> Variant::type_of_letter(char upper, bool promoted) const noexcept {
    for (std::size_t t = 0; t < piece_types.size(); ++t)
        if (piece_types[t].letter == upper && piece_types[t].promoted == promoted) return static_cast<PieceTypeId>(t);
    return std::nullopt;
}

std::string Variant::san_text(PieceTypeId t) const {
    const PieceType& pt = piece_types[t];
    if (pt.san_letter != 0) return std::string(1, pt.san_letter);
    return piece_text(t, Color::White); // `N`, `+P`
}

bool Variant::san_letterless(PieceTypeId t) const noexcept {
    const PieceType& pt = piece_types[t];
    return pt.is_pawn && !pt.promoted && pt.letter == 'P' && pt.san_letter == 0;
}

std::optional<PieceTypeId> Variant::type_of_san_letter(char upper, bool promoted) const noexcept {
    for (std::size_t t = 0; t < piece_types.size(); ++t) {
        const PieceType& pt = piece_types[t];
        if (pt.san_letter != 0 ? !promoted && pt.san_letter == upper : pt.letter == upper && pt.promoted == promoted)
            return static_cast<PieceTypeId>(t);
    }
    return type_of_letter(upper, promoted); // a position's letter is read too (`N` for `H` in xiangqi)
}

std::string Variant::piece_text(PieceTypeId t, Color c) const {
    const char up = piece_types[t].letter;
    const char letter = c == Color::White ? up : static_cast<char>(std::tolower(static_cast<unsigned char>(up)));
    std::string out;
    if (piece_types[t].promoted) out += '+';
    out += letter;
    return out;
}

namespace {

int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

/// The zone squares of a piece of type `pt` and colour c: its zone ranks (from c's side) and its
/// zone squares.
SquareSet zone_set(const Geometry& geo, Color c, const PieceType& pt) {
    SquareSet zone;
    for (int r : pt.zone_ranks) zone |= geo.rank_squares(c == Color::White ? r : geo.height() - 1 - r);
    for (Square s : pt.zone_squares) zone.set(s);
    return zone;
}

/// The ray of one atom vector as seen by colour c (`zone`: one of the type's zone atoms). A
/// straight lame leap becomes a walk along its unit step that must pass empty squares and ends
/// exactly at the leap's length; an oblique one a Hop::Bent walk.
Ray compile_ray(Geometry& geo, Color c, const PieceType& pt, const Atom& atom, Vec v, bool rotated, bool zone) {
    const Vec w = oriented(c, v, rotated);
    Ray ray{};
    ray.zone_only = zone;
    ray.modes = atom.modes;
    ray.hop = atom.hop;
    ray.jump_first = atom.jump_first;
    ray.initial_only = atom.initial_only;
    ray.locust_modes = atom.locust_modes;
    ray.min_range = 1;
    ray.range = atom.range == 0 ? unlimited : static_cast<std::uint8_t>(std::min(atom.range, 254));
    constexpr std::uint8_t takes = modes::capture | modes::destroy;
    if (atom.locust_modes != 0 &&
        ((atom.modes & takes) == 0 || (atom.modes & ~takes) != 0 || atom.hop != Hop::None || atom.lame ||
         atom.jump_first || (atom.locust_modes & ~(modes::move_or_capture | modes::destroy)) != 0))
        throw ParseError("pieces", pt.name,
                         "a locust atom takes a piece on its first leg only (c or d; no hop, lame leap or skip) "
                         "and its second leg may only move, capture or destroy");
    if ((atom.modes & modes::destroy) && atom.locust_modes == 0)
        throw ParseError("pieces", pt.name, "only the legs of a locust move may destroy own pieces (d)");
    if (atom.lame && (atom.range != 1 || atom.hop != Hop::None || atom.locust_modes != 0))
        throw ParseError("pieces", pt.name, "a lame move is a plain leap (D, A, nN...), not a rider, hop or locust move");
    if (atom.lame && w.dx != 0 && w.dy != 0 && std::abs(w.dx) != std::abs(w.dy)) {
        // Oblique: orthogonal steps along the longer side until what is left is diagonal.
        const int ax = std::abs(w.dx), ay = std::abs(w.dy);
        const auto sign = [](int x) { return static_cast<std::int8_t>(x > 0 ? 1 : -1); };
        const Vec straight = ax > ay ? Vec{sign(w.dx), 0} : Vec{0, sign(w.dy)};
        ray.hop = Hop::Bent;
        ray.dir = geo.add_direction(straight);
        ray.min_range = ray.range = static_cast<std::uint8_t>(std::abs(ax - ay));
        ray.bend = geo.add_direction(Vec{sign(w.dx), sign(w.dy)});
        ray.bend_steps = static_cast<std::uint8_t>(std::min(ax, ay));
    } else if (atom.lame) {
        const int n = gcd(std::abs(w.dx), std::abs(w.dy));
        const Vec unit{static_cast<std::int8_t>(w.dx / n), static_cast<std::int8_t>(w.dy / n)};
        ray.dir = geo.add_direction(unit);
        ray.min_range = ray.range = static_cast<std::uint8_t>(n);
    } else {
        ray.dir = geo.add_direction(w);
    }
    if (atom.hop == Hop::FriendlyLeap) {
        // Over an adjacent own piece onto the square behind it: one step to the hurdle.
        if (atom.range != 1 || atom.lame || atom.jump_first || (atom.modes & modes::en_passant))
            throw ParseError("pieces", pt.name, "a friendly leap is one step over an adjacent own piece (W, F or K directions), moving or capturing");
    }
    ray.restricted = ray.initial_only || ray.zone_only;
    ray.multi_step = pt.is_pawn && ray.can_move() && !ray.can_capture() && ray.hop == Hop::None && ray.range > 1;
    ray.plain = ray.hop == Hop::None && !ray.jump_first && ray.min_range == 1 && !ray.can_en_passant() &&
                !ray.multi_step && ray.locust_modes == 0;
    return ray;
}

} // namespace

namespace {
/// The step counts at which a ray's move may end: a lame leap only at its last, a friendly leap
/// two steps on, a hopper anywhere on its line, a locust's landing up to two legs on.
std::pair<int, int> landing_steps(const Ray& r) {
    constexpr int longest = max_ranks - 1; // no board has a longer line
    if (r.locust_modes != 0) return {1, std::min(2 * int{r.range}, longest)};
    if (r.hop == Hop::FriendlyLeap) return {2, 2};
    if (r.hop != Hop::None) return {1, std::min<int>(r.range, longest)};
    return {r.min_range, std::min<int>(r.range, longest)};
}
} // namespace

bool Variant::rays_overlap(std::size_t begin, std::size_t end) const {
    const auto common = [](const Ray& a, const Ray& b) {
        // A move to an empty square and a capture are never the same move.
        return (a.hop != Hop::None || b.hop != Hop::None || a.locust_modes != 0 || b.locust_modes != 0 ||
                (a.modes & b.modes & (modes::move | modes::capture)) != 0);
    };
    for (std::size_t i = begin; i < end; ++i)
        for (std::size_t j = i + 1; j < end; ++j) {
            const Ray& a = ray_pool_[i];
            const Ray& b = ray_pool_[j];
            if (!common(a, b)) continue;
            const Vec va = geometry_->direction(a.dir);
            const Vec vb = geometry_->direction(b.dir);
            if (a.hop == Hop::Bent || b.hop == Hop::Bent) {
                // A bent ray lands on one square only: does the other ray reach that one?
                const auto landing = [this](const Ray& r) {
                    const Vec straight = geometry_->direction(r.dir);
                    const Vec diagonal = geometry_->direction(r.bend);
                    return std::pair{r.range * straight.dx + r.bend_steps * diagonal.dx,
                                     r.range * straight.dy + r.bend_steps * diagonal.dy};
                };
                const Ray& bent = a.hop == Hop::Bent ? a : b;
                const Ray& other = a.hop == Hop::Bent ? b : a;
                const auto [lx, ly] = landing(bent);
                if (other.hop == Hop::Bent) {
                    if (landing(other) == std::pair{lx, ly}) return true;
                    continue;
                }
                const Vec vo = geometry_->direction(other.dir);
                const auto [lo, hi] = landing_steps(other);
                for (int k = lo; k <= hi; ++k)
                    if (k * vo.dx == lx && k * vo.dy == ly) return true;
                continue;
            }
            // Only rays along one line, in one sense, can meet.
            if (va.dx * vb.dy != va.dy * vb.dx || va.dx * vb.dx + va.dy * vb.dy <= 0) continue;
            const auto [a_lo, a_hi] = landing_steps(a);
            const auto [b_lo, b_hi] = landing_steps(b);
            for (int k = a_lo; k <= a_hi; ++k)
                for (int l = b_lo; l <= b_hi; ++l)
                    if (k * va.dx == l * vb.dx && k * va.dy == l * vb.dy) return true;
        }
    return false;
}

void Variant::finalize() {
    for (const OptionSpec& spec : options)
        if (!option_values.contains(spec.name)) option_values[spec.name] = spec.default_value;
    module.reset();
    state_fields.clear();
    piece_flag_count_ = 0;
    state_slot_count_ = 0;
    if (!rule_module.empty()) {
        const RuleModuleInstall install = find_rule_module(rule_module);
        if (install == nullptr)
            throw ParseError("rules", rule_module, "unknown rule module (known: " + join_rule_module_names() + ")");
        module = install(*this);
    }

    geometry_ = std::make_shared<Geometry>(width, height, holes);
    Geometry& geo = *geometry_;
    build_grid_cells();
    if (piece_types.empty() || piece_types.size() > max_variant_piece_types)
        throw ParseError("pieces", name, "a variant needs 1.." + std::to_string(max_variant_piece_types) + " piece types");

    royal_types_ = 0;
    uncapturable_types_ = 1U << wall_type; // nothing takes a wall
    royal_type_.reset();
    forward_checked_types_ = 0;
    locust_types_ = 0;
    walking_types_ = {0, 0};
    promotion_check_types_ = 0;
    from_zone_types_ = 0;
    for (int t = 0; t < max_piece_types; ++t) unpromoted_[static_cast<std::size_t>(t)] = static_cast<PieceTypeId>(t);
    limited_promotion_types_ = 0;
    promoted_form_.fill(0xFF);
    turn_of_.fill(0xFF);
    turning_types_ = 0;
    repeating_types_ = 0;
    en_passant_types_ = 0;
    halfmove_clock_types_ = 0;
    halfmove_irreversible_types_ = 0;
    for (std::size_t t = 0; t < piece_types.size(); ++t) {
        using Reset = PieceType::ClockReset;
        const Reset reset = piece_types[t].halfmove_clock_reset;
        if (reset == Reset::Always || reset == Reset::Irreversible || (reset == Reset::AsPawn && piece_types[t].is_pawn))
            halfmove_clock_types_ |= 1U << t;
        if (reset == Reset::Irreversible) halfmove_irreversible_types_ |= 1U << t;
    }
    en_passant_restricted_ = false;
    confined_types_ = 0;
    for (auto& side : allowed_types_) side.fill(~0U);
    en_passant_is_capture_ = true;
    ray_pool_.clear();
    forward_pool_.clear();
    walk_pool_.clear();
    leap_pool_.clear();
    leap_start_.assign(NoSquare + 1, 0); // the block of the types without leaps
    for (auto& side : leap_base_) side.fill(0);
    for (auto& lines : attack_lines_) lines.clear();
    for (auto& lines : move_lines_) lines.clear();
    for (auto& lines : locust_attacks_) lines.clear();
    for (auto& lines : friendly_leap_lines_) lines.clear();
    forward_move_types_ = 0;
    for (auto& lines : hopper_lines_) lines.clear();
    for (auto& lines : bent_lines_) lines.clear();
    for (auto& lines : zone_attack_lines_) lines.clear();
    for (auto& lines : zone_hopper_lines_) lines.clear();

    for (std::size_t t = 0; t < piece_types.size(); ++t) {
        const PieceType& pt = piece_types[t];
        if (!std::isupper(static_cast<unsigned char>(pt.letter)))
            throw ParseError("pieces", std::string(1, pt.letter), "piece letter must be upper case A-Z");
        const std::string written = piece_text(static_cast<PieceTypeId>(t), Color::White);
        for (std::size_t u = 0; u < t; ++u)
            if (piece_types[u].letter == pt.letter && piece_types[u].promoted == pt.promoted)
                throw ParseError("pieces", written, "two piece types share a letter");
        if (pt.san_letter != 0 && !std::isupper(static_cast<unsigned char>(pt.san_letter)))
            throw ParseError("pieces", written, "a SAN letter must be upper case A-Z");
        for (std::size_t u = 0; u < t; ++u)
            if (san_text(static_cast<PieceTypeId>(u)) == san_text(static_cast<PieceTypeId>(t)))
                throw ParseError("pieces", written,
                                 "two piece types are written alike in SAN (\"" + san_text(static_cast<PieceTypeId>(t)) + "\")");
        if (pt.promoted) {
            const auto base = type_of_letter(pt.letter);
            // The messages name the piece: the file reader reports them at /pieces.
            std::string why = written;
            if (!base) throw ParseError("pieces", written, why += ": a promoted piece needs an unpromoted piece with its letter");
            // A royal promoted piece (sho shogi's crown prince) changes the number of royal pieces.
            if (pt.royal && royals_per_side != -1)
                throw ParseError("pieces", written, why += ": a promoted piece can be royal only with royals_per_side -1");
            unpromoted_[t] = *base;
            promoted_form_[*base] = static_cast<std::uint8_t>(t);
        }
        if (pt.turns_into) compile_turn(static_cast<PieceTypeId>(t));
        if (pt.royal) royal_types_ |= 1U << t;
        if (!pt.capturable) uncapturable_types_ |= 1U << t;
        for (const auto* list : {&pt.promotion.choices, &pt.promotion.black_choices}) {
            int promoted_choices = 0;
            for (PieceTypeId choice : *list) {
                if (choice >= piece_types.size())
                    throw ParseError("pieces", pt.name, "promotion choice is not a piece type");
                if (piece_types[choice].promoted) ++promoted_choices;
                if (piece_types[choice].promotion_limit > 0) limited_promotion_types_ |= 1U << t;
            }
            // Move text writes a promotion to a promoted type as `+`, which must say which one.
            if (promoted_choices > 1) {
                std::string why = pt.name;
                throw ParseError("pieces", pt.name, why += ": at most one promotion choice may be a promoted piece (+X)");
            }
        }
    }
    if (std::popcount(royal_types_) == 1)
        royal_type_ = static_cast<PieceTypeId>(std::countr_zero(royal_types_));

    for (Color c : {Color::White, Color::Black}) {
        std::vector<AttackLine>& lines = attack_lines_[index(c)];
        std::vector<HopperLine>& hoppers = hopper_lines_[index(c)];
        std::vector<MoveLine>& moves = move_lines_[index(c)];
        std::vector<LocustAttack>& locusts = locust_attacks_[index(c)];
        std::vector<FriendlyLeapLine>& friendly = friendly_leap_lines_[index(c)];
        std::vector<BentLine>& bents = bent_lines_[index(c)];
        std::vector<AttackLine>& zone_lines = zone_attack_lines_[index(c)];
        std::vector<HopperLine>& zone_hoppers = zone_hopper_lines_[index(c)];
        for (std::size_t t = 0; t < piece_types.size(); ++t) {
            const PieceType& pt = piece_types[t];
            const std::uint32_t bit = 1U << t;
            const std::size_t begin = ray_pool_.size();
            // The type's atoms, then its zone atoms (usable only from its zone squares).
            for (const auto* list : {&pt.atoms, &pt.zone_atoms}) for (const Atom& atom : *list) {
                for (Vec v : atom.vectors) {
                    Ray ray = compile_ray(geo, c, pt, atom, v, black_rotated, list == &pt.zone_atoms);
                    // Zone moves along lines through the zone (janggi's palace diagonals) walk
                    // step tables that lead only from zone square to zone square.
                    const bool confined = ray.zone_only && pt.zone_confined;
                    const SquareSet zone = confined ? zone_set(geo, c, pt) : SquareSet();
                    if (confined) {
                        ray.dir = geo.add_masked_direction(geo.direction(ray.dir), zone);
                        if (ray.hop == Hop::Bent) ray.bend = geo.add_masked_direction(geo.direction(ray.bend), zone);
                    }
                    ray_pool_.push_back(ray);
                    if (ray.can_en_passant()) en_passant_types_ |= bit;
                    // Reverse lookups: from the target, walk the opposite way to find the piece.
                    const Vec step = geo.direction(ray.dir);
                    const Vec reverse{static_cast<std::int8_t>(-step.dx), static_cast<std::int8_t>(-step.dy)};
                    const DirectionId back = confined ? geo.add_masked_direction(reverse, zone) : geo.add_direction(reverse);
                    const bool moves_on_locust_leg = ray.locust_modes & modes::move;
                    if (moves_on_locust_leg || (ray.locust_modes == 0 && ray.can_move() &&
                                                (ray.hop != Hop::None || ray.jump_first || ray.zone_only))) {
                        forward_move_types_ |= bit;
                    } else if (ray.locust_modes == 0 && ray.can_move()) {
                        auto it = std::find_if(moves.begin(), moves.end(), [&](const MoveLine& l) { return l.dir == back; });
                        if (it == moves.end()) it = moves.insert(moves.end(), MoveLine{back, 0, {}, {}, nullptr});
                        const int reach = std::min<int>(ray.range, max_ranks);
                        for (int k = ray.min_range - 1; k < reach; ++k)
                            (ray.initial_only ? it->initial_at[k] : it->types_at[k]) |= bit;
                        it->max_range = static_cast<std::uint8_t>(std::max<int>(it->max_range, reach));
                    }
                    if (ray.forward_checked()) {
                        forward_checked_types_ |= bit;
                    } else if (ray.locust_modes != 0) {
                        locusts.push_back(LocustAttack{back, ray.dir, static_cast<PieceTypeId>(t), ray.range,
                                                       ray.modes, ray.locust_modes, nullptr, nullptr});
                    } else if (!ray.can_capture()) {
                        continue;
                    } else if (ray.hop == Hop::Bent) {
                        const Vec bend = geo.direction(ray.bend);
                        const DirectionId back_bend = geo.add_direction(
                            Vec{static_cast<std::int8_t>(-bend.dx), static_cast<std::int8_t>(-bend.dy)});
                        auto it = std::find_if(bents.begin(), bents.end(), [&](const BentLine& l) {
                            return l.back == back && l.back_bend == back_bend && l.steps == ray.range &&
                                   l.bend_steps == ray.bend_steps;
                        });
                        if (it == bents.end()) {
                            const Vec first = geo.direction(back_bend);
                            const Vec second = geo.direction(back);
                            const Vec whole{static_cast<std::int8_t>(first.dx * ray.bend_steps + second.dx * ray.range),
                                            static_cast<std::int8_t>(first.dy * ray.bend_steps + second.dy * ray.range)};
                            it = bents.insert(bents.end(), BentLine{back_bend, back, ray.bend_steps, ray.range});
                            it->leap = geo.add_direction(whole);
                        }
                        it->types |= bit;
                    } else if (ray.hop == Hop::FriendlyLeap) {
                        auto it = std::find_if(friendly.begin(), friendly.end(),
                                               [&](const FriendlyLeapLine& l) { return l.back == back; });
                        if (it == friendly.end()) it = friendly.insert(friendly.end(), FriendlyLeapLine{back});
                        it->types |= bit;
                    } else if (ray.hop != Hop::None) {
                        std::vector<HopperLine>& into = ray.zone_only ? zone_hoppers : hoppers;
                        auto it = std::find_if(into.begin(), into.end(),
                                               [&](const HopperLine& l) { return l.dir == back; });
                        if (it == into.end()) it = into.insert(into.end(), HopperLine{back});
                        (ray.hop == Hop::Cannon ? it->cannon_types : it->grasshopper_types) |= bit;
                    } else {
                        std::vector<AttackLine>& into = ray.zone_only ? zone_lines : lines;
                        auto it = std::find_if(into.begin(), into.end(),
                                               [&](const AttackLine& l) { return l.dir == back; });
                        if (it == into.end()) it = into.insert(into.end(), AttackLine{back, 0, {}, 0, nullptr});
                        const int reach = std::min<int>(ray.range, max_ranks);
                        for (int k = ray.min_range - 1; k < reach; ++k) it->types_at[k] |= bit;
                        it->types |= bit;
                        it->max_range = static_cast<std::uint8_t>(std::max<int>(it->max_range, reach));
                    }
                }
            }
            // One-leg rays first, then the locust rays: rays() and locust_rays() are the two parts.
            const auto first_locust =
                std::stable_partition(ray_pool_.begin() + static_cast<std::ptrdiff_t>(begin), ray_pool_.end(),
                                      [](const Ray& r) { return r.locust_modes == 0; });
            const auto one_leg = static_cast<std::size_t>(first_locust - ray_pool_.begin()) - begin;
            ray_index_[index(c)][t] = {begin, one_leg};
            locust_index_[index(c)][t] = {begin + one_leg, ray_pool_.size() - begin - one_leg};
            if (ray_pool_.size() > begin + one_leg) locust_types_ |= bit;
            if (rays_overlap(begin, begin + one_leg) || rays_overlap(begin + one_leg, ray_pool_.size()))
                repeating_types_ |= bit;
            compile_leaps(c, static_cast<PieceTypeId>(t));
            const std::size_t forward_begin = forward_pool_.size();
            for (std::size_t r = begin; r < ray_pool_.size(); ++r)
                if (ray_pool_[r].forward_checked()) forward_pool_.push_back(ray_pool_[r]);
            forward_index_[index(c)][t] = {forward_begin, forward_pool_.size() - forward_begin};
            for (std::size_t r = begin; r < ray_pool_.size(); ++r)
                if ((en_passant_types_ & bit) && ray_pool_[r].can_en_passant() != ray_pool_[r].can_capture())
                    en_passant_is_capture_ = false;

            initial_squares_[index(c)][t] = SquareSet();
            if (!pt.region[index(c)].empty()) {
                confined_types_ |= bit;
                SquareSet inside;
                for (Square s : pt.region[index(c)]) inside.set(s);
                for (int s = 0; s < NoSquare; ++s)
                    if (!inside.test(static_cast<Square>(s))) allowed_types_[index(c)][s] &= ~bit;
            }
            for (Square s : pt.initial_squares[index(c)]) initial_squares_[index(c)][t].set(s);
            for (int r : pt.initial_ranks)
                initial_squares_[index(c)][t] |= geo.rank_squares(relative_rank(c, r));
            zone_squares_[index(c)][t] = zone_set(geo, c, pt);
            en_passant_squares_[index(c)][t] = SquareSet();
            for (int r : pt.en_passant_ranks)
                en_passant_squares_[index(c)][t] |= geo.rank_squares(relative_rank(c, r));
            if (!pt.en_passant_ranks.empty()) en_passant_restricted_ = true;
        }
        // Promotion and immobility, once every type's rays, initial squares and region are known.
        for (std::size_t t = 0; t < piece_types.size(); ++t) compile_promotion(c, static_cast<PieceTypeId>(t));
        compile_leap_sources(c);
        // Short lines first: leaper hits are found without walking.
        std::stable_sort(lines.begin(), lines.end(), [](const AttackLine& a, const AttackLine& b) {
            return a.max_range < b.max_range;
        });
    }
    file_directions_ = {geo.add_direction(Vec{0, 1}), geo.add_direction(Vec{0, -1})};
    bent_or_zone_attacks_ = false;
    for (int c = 0; c < 2; ++c)
        bent_or_zone_attacks_ = bent_or_zone_attacks_ || !bent_lines_[c].empty() || !zone_attack_lines_[c].empty() ||
                                !zone_hopper_lines_[c].empty();
    // Every direction is registered now: the lookups keep their step tables at hand.
    for (int c = 0; c < 2; ++c) {
        for (AttackLine& line : attack_lines_[c]) line.next = geo.steps(line.dir);
        for (HopperLine& line : hopper_lines_[c]) line.next = geo.steps(line.dir);
        for (AttackLine& line : zone_attack_lines_[c]) line.next = geo.steps(line.dir);
        for (HopperLine& line : zone_hopper_lines_[c]) line.next = geo.steps(line.dir);
        for (BentLine& line : bent_lines_[c]) {
            line.bend_next = geo.steps(line.back_bend);
            line.next = geo.steps(line.back);
            line.origin = geo.steps(line.leap);
        }
        for (MoveLine& line : move_lines_[c]) line.next = geo.steps(line.dir);
        for (FriendlyLeapLine& line : friendly_leap_lines_[c]) line.next = geo.steps(line.back);
        for (LocustAttack& line : locust_attacks_[c]) {
            line.back_steps = geo.steps(line.back);
            line.forward_steps = geo.steps(line.forward);
        }
    }
    build_locust_reach();
    build_en_passant_origins();
    royal_legality_ = (module == nullptr || !module->parts().legal) && checks_allowed && royal_check == RoyalCheck::Every;
    default_legality_ = royal_legality_ && !flying_general;
    line_attacks_only_ = default_legality_ && hopper_lines_[0].empty() && hopper_lines_[1].empty() &&
                         forward_checked_types_ == 0 && locust_attacks_[0].empty() && locust_attacks_[1].empty() &&
                         friendly_leap_lines_[0].empty() && friendly_leap_lines_[1].empty() &&
                         bent_lines_[0].empty() && bent_lines_[1].empty() && zone_attack_lines_[0].empty() &&
                         zone_attack_lines_[1].empty() && zone_hopper_lines_[0].empty() && zone_hopper_lines_[1].empty();
    leaps_only_ = en_passant_types_ == 0 && !attacks_restricted();
    for (Color c : {Color::White, Color::Black})
        for (std::size_t t = 0; t < piece_types.size(); ++t)
            leaps_only_ = leaps_only_ && walk_rays(c, static_cast<PieceTypeId>(t)).empty() &&
                          locust_rays(c, static_cast<PieceTypeId>(t)).empty();
}

void Variant::build_en_passant_origins() {
    en_passant_origins_.clear();
    if (en_passant_types_ == 0) return;
    en_passant_origins_.assign(2 * std::size_t{NoSquare}, SquareSet());
    for (Color c : {Color::White, Color::Black})
        for (std::size_t t = 0; t < piece_types.size(); ++t) {
            if (!(en_passant_types_ >> t & 1U)) continue;
            for (const Ray& ray : rays(c, static_cast<PieceTypeId>(t))) {
                if (!ray.can_en_passant()) continue;
                for (Square from : geometry_->squares()) {
                    if (ray.hop != Hop::None) { // not a straight walk: any square may be reached
                        for (Square to : geometry_->squares()) en_passant_origins_[index(c) * NoSquare + to].set(from);
                        continue;
                    }
                    const Square* next = geometry_->steps(ray.dir);
                    Square to = from;
                    for (int k = 0; k < ray.range && (to = next[to]) != NoSquare; ++k)
                        en_passant_origins_[index(c) * NoSquare + to].set(from);
                }
            }
        }
}

void Variant::build_locust_reach() {
    auto tables = std::make_shared<std::vector<std::vector<SquareSet>>>();
    std::vector<std::pair<DirectionId, int>> keys; // the direction and length of each table
    tables->reserve(locust_attacks_[0].size() + locust_attacks_[1].size());
    for (auto& lines : locust_attacks_)
        for (LocustAttack& line : lines) {
            const int length = std::min(2 * int{line.range}, max_files + max_ranks);
            const auto key = std::make_pair(line.back, length);
            auto found = std::find(keys.begin(), keys.end(), key);
            if (found == keys.end()) {
                std::vector<SquareSet> table(NoSquare);
                for (Square s : geometry_->squares()) {
                    Square t = s;
                    for (int k = 0; k < length && (t = line.back_steps[t]) != NoSquare; ++k) table[s].set(t);
                }
                tables->push_back(std::move(table));
                keys.push_back(key);
                found = keys.end() - 1;
            }
            line.attacker_squares = (*tables)[static_cast<std::size_t>(found - keys.begin())].data();
        }
    locust_reach_ = std::move(tables);
}

void Variant::build_grid_cells() {
    cell_of_.fill(0);
    cells_.assign(1, SquareSet{});
    if (!grid.enabled) return;
    const GridRule& g = grid;
    if (g.width < 1 || g.height < 1 || g.width > max_files || g.height > max_ranks || g.width * g.height < 2 ||
        g.first_width < 1 || g.first_width > g.width || g.first_height < 1 || g.first_height > g.height)
        throw ParseError("grid", name, "cells of 1..16 by 1..16 squares, at least two, with first cells no larger");
    // Cell (i, j) is the i-th from the a-file and the j-th from rank 1; the first ones are narrower.
    const int files = (width + g.width - g.first_width + g.width - 1) / g.width;
    const int ranks = (height + g.height - g.first_height + g.height - 1) / g.height;
    cells_.resize(1 + static_cast<std::size_t>(files * ranks)); // at most 1 + 16 * 9 cells
    for (Square s : geometry_->squares()) {
        const int i = (file_of(s) + g.width - g.first_width) / g.width;
        const int j = (rank_of(s) + g.height - g.first_height) / g.height;
        const auto cell = static_cast<std::size_t>(1 + j * files + i);
        cell_of_[s] = static_cast<std::uint8_t>(cell);
        cells_[cell].set(s);
    }
}

bool Variant::can_move_on_empty_board(Color c, PieceTypeId t, const Ray& ray, Square from) const {
    if (!ray.can_move() || ray.locust_modes != 0 || !usable_from(c, t, ray, from)) return false;
    const Geometry& geo = *geometry_;
    const auto allowed = [&](Square s) { return s != NoSquare && (allowed_types_[index(c)][s] >> t & 1U) != 0; };
    const Square* next = geo.steps(ray.dir);
    Square s = from;
    if (ray.hop == Hop::Bent) {
        for (int k = 0; k < ray.range && s != NoSquare; ++k) s = next[s];
        for (int k = 0; k < ray.bend_steps && s != NoSquare; ++k) s = geo.steps(ray.bend)[s];
        return allowed(s);
    }
    if (ray.hop != Hop::None) { // a hopper or friendly leap: a square to jump and one to land on
        s = next[from];
        return s != NoSquare && allowed(next[s]);
    }
    for (int k = 1; k <= ray.range; ++k) {
        s = next[s];
        if (s == NoSquare) return false;
        if (k >= ray.min_range && allowed(s)) return true;
    }
    return false;
}

void Variant::compile_turn(PieceTypeId t) {
    const PieceType& pt = piece_types[t];
    const PieceTypeId into = *pt.turns_into;
    std::string why = piece_text(t, Color::White); // the message names the piece (/pieces)
    if (into >= piece_types.size() || into == t)
        throw ParseError("pieces", why, why + ": turns_into must name another piece type of the variant");
    // Turning into a royal type changes the number of royal pieces, as promoting into one does.
    if (piece_types[into].royal && royals_per_side != -1)
        throw ParseError("pieces", why, why + ": a piece can turn into a royal type only with royals_per_side -1");
    turn_of_[t] = into;
    turning_types_ |= 1U << t;
    if (piece_types[into].promotion_limit > 0) limited_promotion_types_ |= 1U << t;
}

void Variant::compile_promotion(Color c, PieceTypeId t) {
    const Geometry& geo = *geometry_;
    const PieceType& pt = piece_types[t];
    const int side = index(c);
    SquareSet zone;
    for (int r : pt.promotion.ranks) zone |= geo.rank_squares(relative_rank(c, r));
    for (Square s : pt.promotion.squares[side]) zone.set(s);
    SquareSet dead;
    if (immobility_illegal)
        for (Square s : geo.squares()) {
            bool alive = false;
            for (const Ray& ray : rays(c, t))
                if (can_move_on_empty_board(c, t, ray, s)) {
                    alive = true;
                    break;
                }
            if (!alive) dead.set(s);
        }
    promotion_squares_[side][t] = zone;
    promotion_from_squares_[side][t] = pt.promotion.from_zone ? zone : SquareSet();
    dead_squares_[side][t] = dead;
    barred_squares_[side][t] = dead;
    // A piece that another one turns into (PieceType::turns_into) may arrive in its zone without
    // moving into it (circular gryphon's queen turning into a pawn on the last rank).
    bool turned_into = false;
    for (const PieceType& other : piece_types) turned_into = turned_into || other.turns_into == t;
    if (!pt.promotion.optional && !pt.promotion.from_zone && !turned_into) barred_squares_[side][t] |= zone;
    // The type's drop squares are known once its barred squares are.
    SquareSet droppable = geo.squares();
    if (!pt.drop_region[side].empty()) {
        droppable = SquareSet();
        for (Square s : pt.drop_region[side]) droppable.set(s);
    }
    type_drop_squares_[side][t] = droppable - barred_squares_[side][t];
    promotion_check_squares_[side][t] = zone | dead;
    if (!promotion_check_squares_[side][t].empty()) promotion_check_types_ |= 1U << t;
    if (!promotion_from_squares_[side][t].empty()) from_zone_types_ |= 1U << t;
}

namespace {
/// A ray that Variant::leaps() covers: one step from any square, plain but for en passant (a
/// pawn's diagonal capture).
bool is_table_leap(const Ray& ray) noexcept {
    return ray.range == 1 && ray.from_anywhere() && ray.hop == Hop::None && !ray.jump_first && ray.min_range == 1 &&
           !ray.multi_step && ray.locust_modes == 0;
}
static_assert(NoSquare <= 256, "LeapTarget::to holds a square in one byte");
} // namespace

void Variant::compile_leaps(Color c, PieceTypeId t) {
    const std::span<const Ray> all = rays(c, t);
    const std::size_t walk_begin = walk_pool_.size();
    for (const Ray& ray : all)
        if (!is_table_leap(ray)) walk_pool_.push_back(ray);
    walk_index_[index(c)][t] = {walk_begin, walk_pool_.size() - walk_begin};
    if (walk_pool_.size() > walk_begin) walking_types_[index(c)] |= 1U << t;
    if (walk_pool_.size() - walk_begin == all.size()) return; // no leaps: the shared block of zeros
    leap_base_[index(c)][t] = static_cast<std::uint32_t>(leap_start_.size());
    for (int s = 0; s < NoSquare; ++s) {
        leap_start_.push_back(static_cast<std::uint32_t>(leap_pool_.size()));
        for (const Ray& ray : all) {
            if (!is_table_leap(ray)) continue;
            const Square to = geometry_->steps(ray.dir)[s];
            if (to != NoSquare) leap_pool_.push_back(LeapTarget{static_cast<std::uint8_t>(to), ray.modes});
        }
    }
    leap_start_.push_back(static_cast<std::uint32_t>(leap_pool_.size()));
}

void Variant::compile_leap_sources(Color c) {
    // Per target square, per origin square: the types that move and capture from there.
    std::vector<std::vector<LeapSource>> by_target(NoSquare);
    for (std::size_t t = 0; t < piece_types.size(); ++t) {
        const std::uint32_t bit = 1U << t;
        for (int from = 0; from < NoSquare; ++from)
            for (const LeapTarget& leap : leaps(c, static_cast<PieceTypeId>(t), static_cast<Square>(from))) {
                std::vector<LeapSource>& sources = by_target[leap.to];
                auto it = std::find_if(sources.begin(), sources.end(), [&](const LeapSource& x) { return x.from == from; });
                if (it == sources.end()) it = sources.insert(sources.end(), LeapSource{static_cast<std::uint8_t>(from), 0, 0});
                if (leap.modes & modes::move) it->move_types |= bit;
                if (leap.modes & modes::capture) it->capture_types |= bit;
            }
    }
    std::vector<std::uint32_t>& start = leap_source_start_[index(c)];
    std::vector<LeapSource>& pool = leap_source_pool_[index(c)];
    std::vector<SquareSet>& origins = leap_origins_[index(c)];
    start.clear();
    pool.clear();
    origins.assign(NoSquare, SquareSet());
    for (std::size_t to = 0; to < by_target.size(); ++to) {
        start.push_back(static_cast<std::uint32_t>(pool.size()));
        pool.insert(pool.end(), by_target[to].begin(), by_target[to].end());
        for (const LeapSource& source : by_target[to]) origins[to].set(source.from);
    }
    start.push_back(static_cast<std::uint32_t>(pool.size()));
}

StateFieldId Variant::declare_state(StateField field) {
    const auto fail = [&](const std::string& why) { return ParseError("rules", field.name, "state field '" + field.name + "': " + why); };
    if (field.name.empty() || !std::all_of(field.name.begin(), field.name.end(), [](unsigned char ch) {
            return std::islower(ch) || std::isdigit(ch) || ch == '_';
        }))
        throw fail("a name is lower case letters, digits and '_'");
    if (field.name == "ep_pawn" || find_state(field.name)) throw fail("the name is taken");
    if (state_fields.size() >= 255) throw fail("too many state fields");
    if (field.kind == StateField::Kind::PieceFlag) {
        if (piece_flag_count_ == max_piece_flags)
            throw fail("more than " + std::to_string(max_piece_flags) + " piece flags");
        field.max = 1;
        field.slot = static_cast<std::uint8_t>(piece_flag_count_++);
    } else {
        if (field.kind == StateField::Kind::SideFlag) field.max = 1;
        if (field.max < 1 || field.max > max_state_value)
            throw fail("max must be 1.." + std::to_string(max_state_value));
        const int slots = field.kind == StateField::Kind::Counter ? 1 : 2;
        if (state_slot_count_ + slots > max_state_slots)
            throw fail("more than " + std::to_string(max_state_slots) + " state values");
        field.slot = static_cast<std::uint8_t>(state_slot_count_);
        state_slot_count_ += slots;
    }
    state_fields.push_back(std::move(field));
    return static_cast<StateFieldId>(state_fields.size() - 1);
}

std::optional<StateFieldId> Variant::find_state(const std::string& field_name) const noexcept {
    for (std::size_t i = 0; i < state_fields.size(); ++i)
        if (state_fields[i].name == field_name) return static_cast<StateFieldId>(i);
    return std::nullopt;
}

namespace {
const std::string* option_value(const Variant& v, const std::string& name, const char* type) {
    if (const OptionSpec* spec = v.find_option(name, type)) {
        const auto it = v.option_values.find(name);
        return it == v.option_values.end() ? &spec->default_value : &it->second;
    }
    throw OptionError("variant " + v.name + " has no " + type + " option '" + shown(name) + "'");
}
} // namespace

const OptionSpec* Variant::find_option(const std::string& name, const std::string& type) const noexcept {
    for (const OptionSpec& spec : options)
        if (spec.name == name && (type.empty() || spec.type == type)) return &spec;
    return nullptr;
}

bool Variant::option_flag(const std::string& name_of_option) const {
    return *option_value(*this, name_of_option, "bool") == "true";
}

int Variant::option_int(const std::string& name_of_option) const {
    const std::string& text = *option_value(*this, name_of_option, "int");
    try {
        return std::stoi(text);
    } catch (const std::exception&) {
        throw OptionError("option " + name_of_option + ": value '" + shown(text) + "' is not a whole number in int range");
    }
}

const std::string& Variant::option_choice(const std::string& name_of_option) const {
    return *option_value(*this, name_of_option, "choice");
}

VariantPtr with_options(const VariantPtr& variant, const std::map<std::string, std::string>& values) {
    if (values.empty()) return variant;
    auto copy = std::make_shared<Variant>(*variant);
    for (const auto& entry : values) {
        const std::string& key = entry.first; // not a structured binding: clang 14 cannot capture one
        const std::string& value = entry.second;
        auto spec = std::find_if(copy->options.begin(), copy->options.end(),
                                 [&](const OptionSpec& s) { return s.name == key; });
        if (spec == copy->options.end()) {
            std::string known;
            for (const auto& s : copy->options) known += (known.empty() ? "" : ", ") + s.name;
            throw OptionError("unknown option '" + shown(key) + "' for variant " + copy->name +
                              (known.empty() ? " (it has no options)" : " (known: " + known + ")"));
        }
        if (spec->type == "bool" && value != "true" && value != "false")
            throw OptionError("option " + shown(key) + ": value '" + shown(value) + "' is not true or false");
        if (spec->type == "int" &&
            (value.empty() || !std::all_of(value.begin(), value.end(), [](unsigned char ch) {
                 return std::isdigit(ch) != 0;
             })))
            throw OptionError("option " + shown(key) + ": value '" + shown(value) + "' is not a whole number 0..2147483647");
        if (spec->type == "int" && (value.size() > 10 || std::stoll(value) > 2147483647))
            throw OptionError("option " + shown(key) + ": value '" + shown(value) + "' is out of range 0..2147483647");
        if (spec->type == "choice" && std::find(spec->choices.begin(), spec->choices.end(), value) == spec->choices.end()) {
            std::string allowed;
            for (const auto& c : spec->choices) allowed += (allowed.empty() ? "" : ", ") + c;
            throw OptionError("option " + shown(key) + ": value '" + shown(value) + "' is not one of " + allowed);
        }
        copy->option_values[key] = value;
    }
    copy->finalize();
    return copy;
}

bool Variant::can_move_back(Color c, PieceTypeId t, Square from, Square to) const noexcept {
    const Geometry& geo = geometry();
    for (const Ray& ray : rays(c, t)) {
        if (!ray.can_move() || ray.initial_only || ray.hop != Hop::None) continue;
        Square s = from;
        for (int n = 1; n <= ray.range; ++n) {
            s = geo.step(s, ray.dir);
            if (s == NoSquare) break;
            if (s == to && n >= ray.min_range) return true;
        }
    }
    return false;
}

} // namespace varia
