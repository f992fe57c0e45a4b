// The two halves of reading a launch script that know bash's syntax: cutting the text into
// tokens (words with their quotes kept, operators, array literals, heredocs skipped) and
// expanding a word against the script's variables. launch_script.cpp runs the commands.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/imports/shell/launch_script.h"

namespace memledger::model::shell {

enum class TokenKind {
    Word,        // text as written, quotes included
    ArrayWords,  // NAME=( ... ) or NAME+=( ... ): `text` holds "NAME=" or "NAME+=", `words` the elements
    Separator,   // newline, ';', '&'
    CaseEnd,     // ';;', ';&', ';;&'
    AndIf,
    OrIf,
    Pipe,
    OpenParen,
    CloseParen,
    Redirect,    // '>' and friends; `text` is the operator, `takesTarget` whether a word follows
};

struct Token {
    TokenKind kind = TokenKind::Word;
    std::string text;
    std::vector<std::string> words;
    bool takesTarget = false;
};

struct Lexed {
    std::vector<Token> tokens;
    std::vector<ImportNote> notes;  // an unterminated quote, a heredoc with no end
};

Lexed lex(std::string_view text);

// A variable of the script: a scalar is an array of one.
struct Variable {
    std::vector<std::string> values;
    bool array = false;
    bool fromDefault = false;
    std::vector<std::string> unresolved;
};

// How an unset variable expands: left as written (command words, so the report can say
// "${TP}"), or empty as bash does (tests and case, so conditions behave as in a shell).
enum class Unset { Literal, Empty };

class Expander {
public:
    Expander(const std::map<std::string, Variable>& variables, std::size_t& budget)
        : m_variables(variables)
        , m_budget(budget)
    {
    }

    // The fields the word becomes after expansion, quote removal and (unless `split` is
    // false, as for an assignment's value) word splitting.
    std::vector<ScriptWord> fields(std::string_view raw, bool split, Unset unset);
    // The word as one string (an assignment's value, a test's operand).
    ScriptWord single(std::string_view raw, Unset unset);
    // Whether the text budget ran out: the script expands to more than MemLedger reads.
    bool exhausted() const { return m_budget == 0; }

private:
    struct Piece;
    void expandInto(std::string_view raw, bool quoted, Unset unset, int depth, std::vector<Piece>& out,
                    ScriptWord& info);
    std::size_t parameter(std::string_view raw, std::size_t at, bool quoted, Unset unset, int depth,
                          std::vector<Piece>& out, ScriptWord& info);
    std::optional<std::int64_t> arithmetic(std::string_view text, Unset unset);
    bool spend(std::size_t characters);

    const std::map<std::string, Variable>& m_variables;
    std::size_t& m_budget;
};

// Whether `text` matches the shell pattern `pattern` (*, ? and [...]).
bool globMatch(std::string_view pattern, std::string_view text);

}  // namespace memledger::model::shell
