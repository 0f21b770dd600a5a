#pragma once
/// \file errors.hpp
/// The one error hierarchy of Varia. Every error thrown at an API boundary derives
/// from varia::Error; hot paths (move generation, push/pop, attack tests) never throw,
/// except CapacityError when a fixed-size buffer would overflow.

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace varia {

/// How every error message shows the input it quotes: at most `limit` bytes of `text` (after them
/// "..." and the input's whole length in bytes), each byte that is not printable ASCII written as
/// `\xNN`. The error object keeps the whole input where it has a field for it (ParseError::text(),
/// IllegalMove::move_text()); only the message is shortened.
[[nodiscard]] std::string shown(std::string_view text, std::size_t limit = 64);

/// Base of every error Varia throws.
class Error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Malformed text: a position, a move, a square name, a variant definition.
/// `text()` is the offending text, `where()` its character offset inside the whole input that was
/// parsed (position text or move text; 0 where the whole input is at fault),
/// `field()` the name of the field that failed (e.g. "castling", "placement").
class ParseError : public Error {
public:
    ParseError(std::string field, std::string text, std::string message, std::size_t where = 0)
        : Error(field + ": " + message), field_(std::move(field)), text_(std::move(text)), where_(where) {}
    [[nodiscard]] const std::string& field() const noexcept { return field_; }
    [[nodiscard]] const std::string& text() const noexcept { return text_; }
    [[nodiscard]] std::size_t where() const noexcept { return where_; }

private:
    std::string field_;
    std::string text_;
    std::size_t where_;
};

/// Well-formed move text that names no legal move of the position. The position is unchanged.
class IllegalMove : public Error {
public:
    IllegalMove(std::string move_text, const std::string& message)
        : Error(message), move_text_(std::move(move_text)) {}
    [[nodiscard]] const std::string& move_text() const noexcept { return move_text_; }

private:
    std::string move_text_;
};

/// Unknown variant, unknown rule option, or an option value of the wrong type.
class OptionError : public Error {
public:
    using Error::Error;
};

/// A fixed-size buffer (a MoveList, the direction table of a board) would overflow.
class CapacityError : public Error {
public:
    using Error::Error;
};

} // namespace varia
