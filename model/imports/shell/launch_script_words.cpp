#include "model/imports/shell/launch_script_words.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace memledger::model::shell {

namespace {

constexpr std::size_t kNone = std::string_view::npos;
// Parameter defaults, $( ) and $(( )) nest; a real script nests a few levels, a hostile one
// thousands, and each level is a stack frame.
constexpr int kMaxDepth = 32;

bool isNameStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool isNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r'; }
bool isMeta(char c) { return c == ';' || c == '&' || c == '|' || c == '<' || c == '>' || c == '(' || c == ')'; }

std::size_t skipDollar(std::string_view text, std::size_t at, int depth);

// After the closing quote of a '...' that opens at `at`; kNone when it never closes.
std::size_t skipSingle(std::string_view text, std::size_t at)
{
    const std::size_t end = text.find('\'', at + 1);
    return end == kNone ? kNone : end + 1;
}

std::size_t skipBacktick(std::string_view text, std::size_t at)
{
    for (std::size_t i = at + 1; i < text.size(); ++i) {
        if (text[i] == '\\')
            ++i;
        else if (text[i] == '`')
            return i + 1;
    }
    return kNone;
}

std::size_t skipDouble(std::string_view text, std::size_t at, int depth)
{
    for (std::size_t i = at + 1; i < text.size();) {
        const char c = text[i];
        if (c == '\\') {
            i += 2;
        } else if (c == '"') {
            return i + 1;
        } else if (c == '$') {
            i = skipDollar(text, i, depth + 1);
        } else if (c == '`') {
            i = skipBacktick(text, i);
        } else {
            ++i;
        }
        if (i == kNone)
            return kNone;
    }
    return kNone;
}

// After the bracket that closes the one at `at` ('(' or '{'), skipping quotes inside.
std::size_t skipBracketed(std::string_view text, std::size_t at, char open, char close, int depth)
{
    if (depth > kMaxDepth)
        return kNone;
    int level = 0;
    for (std::size_t i = at; i < text.size();) {
        const char c = text[i];
        std::size_t next = i + 1;
        if (c == '\\')
            next = i + 2;
        else if (c == '\'' && open == '(')
            next = skipSingle(text, i);
        else if (c == '"')
            next = skipDouble(text, i, depth + 1);
        else if (c == '`')
            next = skipBacktick(text, i);
        else if (c == '$' && i + 1 < text.size() && (text[i + 1] == '(' || text[i + 1] == '{'))
            next = skipDollar(text, i, depth + 1);
        else if (c == open)
            ++level;
        else if (c == close && --level == 0)
            return i + 1;
        if (next == kNone)
            return kNone;
        i = next;
    }
    return kNone;
}

std::size_t skipDollar(std::string_view text, std::size_t at, int depth)
{
    if (at + 1 >= text.size())
        return at + 1;
    const char next = text[at + 1];
    if (next == '(')
        return skipBracketed(text, at + 1, '(', ')', depth);
    if (next == '{')
        return skipBracketed(text, at + 1, '{', '}', depth);
    if (next == '\'')
        return skipSingle(text, at + 1);
    return at + 1;
}

// The end of the word that starts at `at`.
std::size_t wordEnd(std::string_view text, std::size_t at)
{
    std::size_t i = at;
    while (i < text.size()) {
        const char c = text[i];
        if (isBlank(c) || c == '\n' || isMeta(c))
            break;
        std::size_t next = i + 1;
        if (c == '\\')
            next = i + 2;
        else if (c == '\'')
            next = skipSingle(text, i);
        else if (c == '"')
            next = skipDouble(text, i, 0);
        else if (c == '$')
            next = skipDollar(text, i, 0);
        else if (c == '`')
            next = skipBacktick(text, i);
        if (next == kNone || next > text.size())
            return kNone;
        i = next;
    }
    return i;
}

// "NAME=" or "NAME+=" (an array assignment when '(' follows).
bool isAssignmentHead(std::string_view word)
{
    if (word.empty() || word.back() != '=' || !isNameStart(word.front()))
        return false;
    std::size_t end = word.size() - 1;
    if (end > 0 && word[end - 1] == '+')
        --end;
    return std::all_of(word.begin(), word.begin() + static_cast<std::ptrdiff_t>(end), isNameChar);
}

std::string unquoted(std::string_view word)
{
    std::string out;
    for (const char c : word)
        if (c != '\'' && c != '"' && c != '\\')
            out += c;
    return out;
}

struct Heredoc {
    std::string delimiter;
    bool stripTabs = false;
};

class Lexer {
public:
    explicit Lexer(std::string_view text)
        : m_text(text)
    {
    }

    Lexed run()
    {
        while (m_at < m_text.size() && !m_stopped)
            step();
        return std::move(m_out);
    }

private:
    void push(TokenKind kind, std::string text = {}) { m_out.tokens.push_back({kind, std::move(text), {}, false}); }

    void stop(ImportNote note)
    {
        m_out.notes.push_back(std::move(note));
        m_stopped = true;
    }

    void step()
    {
        const char c = m_text[m_at];
        const char next = m_at + 1 < m_text.size() ? m_text[m_at + 1] : '\0';
        if (isBlank(c)) {
            ++m_at;
        } else if (c == '\\' && next == '\n') {
            m_at += 2;
        } else if (c == '#') {
            const std::size_t end = m_text.find('\n', m_at);
            m_at = end == kNone ? m_text.size() : end;
        } else if (c == '\n') {
            push(TokenKind::Separator, "\n");
            ++m_at;
            skipHeredocs();
        } else if (c == ';') {
            if (next == ';' || next == '&') {
                m_at += (next == ';' && m_at + 2 < m_text.size() && m_text[m_at + 2] == '&') ? 3 : 2;
                push(TokenKind::CaseEnd);
            } else {
                push(TokenKind::Separator, ";");
                ++m_at;
            }
        } else if (c == '&' && next == '&') {
            push(TokenKind::AndIf);
            m_at += 2;
        } else if (c == '|' && next == '|') {
            push(TokenKind::OrIf);
            m_at += 2;
        } else if (c == '|') {
            push(TokenKind::Pipe);
            m_at += next == '&' ? 2 : 1;
        } else if (c == '&' && next != '>') {
            push(TokenKind::Separator, "&");
            ++m_at;
        } else if (c == '(') {
            push(TokenKind::OpenParen);
            ++m_at;
        } else if (c == ')') {
            push(TokenKind::CloseParen);
            ++m_at;
        } else if (c == '<' || c == '>' || c == '&' || redirectAfterDigits()) {
            redirect();
        } else {
            word();
        }
    }

    // "2>&1", "1>log": a file descriptor number right before a redirection.
    bool redirectAfterDigits() const
    {
        std::size_t i = m_at;
        while (i < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[i])))
            ++i;
        return i > m_at && i < m_text.size() && (m_text[i] == '<' || m_text[i] == '>');
    }

    void redirect()
    {
        while (m_at < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_at])))
            ++m_at;
        const std::size_t start = m_at;
        if (m_text.compare(m_at, 3, "<<<") == 0) {
            m_at += 3;
        } else if (m_text.compare(m_at, 2, "<<") == 0) {
            m_at += 2;
            const bool stripTabs = m_at < m_text.size() && m_text[m_at] == '-';
            if (stripTabs)
                ++m_at;
            while (m_at < m_text.size() && isBlank(m_text[m_at]))
                ++m_at;
            const std::size_t end = wordEnd(m_text, m_at);
            if (end == kNone || end == m_at)
                return stop(MEMLEDGER_TRANSLATABLE("Import",
                                                   "a heredoc (<<) without a delimiter word; the rest of "
                                                   "the script is not read"));
            m_heredocs.push_back({unquoted(m_text.substr(m_at, end - m_at)), stripTabs});
            m_at = end;
            return;
        } else {
            // One of > >> >| < <> <& >& &> &>>.
            ++m_at;
            while (m_at < m_text.size() && (m_text[m_at] == '>' || m_text[m_at] == '|' || m_text[m_at] == '&') &&
                   m_at - start < 3)
                ++m_at;
        }
        Token token{TokenKind::Redirect, std::string(m_text.substr(start, m_at - start)), {}, true};
        // ">&2", "<&-": the descriptor is part of the operator.
        if (token.text.back() == '&' && m_at < m_text.size() &&
            (std::isdigit(static_cast<unsigned char>(m_text[m_at])) || m_text[m_at] == '-')) {
            while (m_at < m_text.size() && (std::isdigit(static_cast<unsigned char>(m_text[m_at])) || m_text[m_at] == '-'))
                ++m_at;
            token.takesTarget = false;
        }
        m_out.tokens.push_back(std::move(token));
    }

    void word()
    {
        const std::size_t end = wordEnd(m_text, m_at);
        if (end == kNone)
            return stop(importNote(MEMLEDGER_TRANSLATABLE("Import",
                                                          "a quote, $( or ${ opened near \"%1\" is never "
                                                          "closed; the rest of the script is not read"),
                                   {{std::string(m_text.substr(m_at, 30))}}));
        const std::string_view text = m_text.substr(m_at, end - m_at);
        m_at = end;
        if (isAssignmentHead(text) && m_at < m_text.size() && m_text[m_at] == '(') {
            const std::size_t close = skipBracketed(m_text, m_at, '(', ')', 0);
            if (close == kNone)
                return stop(importNote(MEMLEDGER_TRANSLATABLE("Import",
                                                              "the array %1( ... is never closed; the rest "
                                                              "of the script is not read"),
                                       {{std::string(text)}}));
            Token array{TokenKind::ArrayWords, std::string(text), {}, false};
            for (Token& inner : Lexer(m_text.substr(m_at + 1, close - m_at - 2)).run().tokens)
                if (inner.kind == TokenKind::Word)
                    array.words.push_back(std::move(inner.text));
            m_out.tokens.push_back(std::move(array));
            m_at = close;
            return;
        }
        push(TokenKind::Word, std::string(text));
    }

    void skipHeredocs()
    {
        for (const Heredoc& heredoc : m_heredocs) {
            while (m_at < m_text.size()) {
                const std::size_t end = std::min(m_text.find('\n', m_at), m_text.size());
                std::string_view line = m_text.substr(m_at, end - m_at);
                m_at = end < m_text.size() ? end + 1 : end;
                if (heredoc.stripTabs)
                    while (!line.empty() && line.front() == '\t')
                        line.remove_prefix(1);
                if (!line.empty() && line.back() == '\r')
                    line.remove_suffix(1);
                if (line == heredoc.delimiter)
                    break;
            }
        }
        m_heredocs.clear();
    }

    std::string_view m_text;
    std::size_t m_at = 0;
    bool m_stopped = false;
    std::vector<Heredoc> m_heredocs;
    Lexed m_out;
};

void addUnique(std::vector<std::string>& names, const std::string& name)
{
    if (std::find(names.begin(), names.end(), name) == names.end())
        names.push_back(name);
}

}  // namespace

Lexed lex(std::string_view text) { return Lexer(text).run(); }

struct Expander::Piece {
    std::string text;
    bool splittable = false;  // the result of an unquoted expansion
    bool newField = false;    // an element of a quoted "${ARRAY[@]}" after the first
};

// Every piece costs one more than its length, so that a script that doubles an array of
// empty strings runs out of budget too.
bool Expander::spend(std::size_t characters)
{
    if (characters >= m_budget) {
        m_budget = 0;
        return false;
    }
    m_budget -= characters + 1;
    return true;
}

std::vector<ScriptWord> Expander::fields(std::string_view raw, bool split, Unset unset)
{
    std::vector<Piece> pieces;
    ScriptWord info;
    expandInto(raw, false, unset, 0, pieces, info);
    std::vector<ScriptWord> out;
    ScriptWord current = info;
    bool open = false;
    const auto close = [&] {
        if (open)
            out.push_back(current);
        current.text.clear();
        open = false;
    };
    for (const Piece& piece : pieces) {
        if (!split || !piece.splittable) {
            // "${ARRAY[@]}" makes a word per element; as one word (an assignment) they join with spaces.
            if (piece.newField && split)
                close();
            else if (piece.newField)
                current.text += ' ';
            current.text += piece.text;
            open = true;
            continue;
        }
        for (const char c : piece.text) {
            if (c == ' ' || c == '\t' || c == '\n') {
                close();
            } else {
                current.text += c;
                open = true;
            }
        }
    }
    if (open || (!split && out.empty()))
        out.push_back(current);
    return out;
}

ScriptWord Expander::single(std::string_view raw, Unset unset)
{
    auto words = fields(raw, false, unset);
    return words.empty() ? ScriptWord{} : words.front();
}

void Expander::expandInto(std::string_view raw, bool quoted, Unset unset, int depth, std::vector<Piece>& out,
                          ScriptWord& info)
{
    if (depth > kMaxDepth) {
        addUnique(info.unresolved, std::string(raw.substr(0, 40)));
        return;
    }
    std::string literal;
    const auto flush = [&] {
        if (!literal.empty() && spend(literal.size()))
            out.push_back({literal, false, false});
        literal.clear();
    };
    for (std::size_t i = 0; i < raw.size();) {
        const char c = raw[i];
        if (c == '\\' && i + 1 < raw.size()) {
            const char escaped = raw[i + 1];
            if (escaped != '\n') {
                if (quoted && escaped != '$' && escaped != '`' && escaped != '"' && escaped != '\\')
                    literal += c;
                literal += escaped;
            }
            i += 2;
        } else if (c == '\'' && !quoted) {
            const std::size_t end = skipSingle(raw, i);
            const std::size_t stop = end == kNone ? raw.size() : end - 1;
            literal += raw.substr(i + 1, stop - i - 1);
            flush();
            out.push_back({{}, false, false});  // '' is a word of its own even when empty
            i = end == kNone ? raw.size() : end;
        } else if (c == '"' && !quoted) {
            const std::size_t end = skipDouble(raw, i, 0);
            const std::size_t stop = end == kNone ? raw.size() : end - 1;
            flush();
            out.push_back({{}, false, false});
            expandInto(raw.substr(i + 1, stop - i - 1), true, unset, depth + 1, out, info);
            i = end == kNone ? raw.size() : end;
        } else if (c == '$' || c == '`') {
            flush();
            i = parameter(raw, i, quoted, unset, depth, out, info);
        } else {
            literal += c;
            ++i;
        }
        if (exhausted())
            return;
    }
    flush();
}

namespace {

// A small integer calculator for $(( )): + - * / % and parentheses over whole numbers.
class Arithmetic {
public:
    Arithmetic(std::string_view text, const std::map<std::string, Variable>& variables, Unset unset)
        : m_text(text)
        , m_variables(variables)
        , m_unset(unset)
    {
    }

    std::optional<std::int64_t> evaluate()
    {
        auto value = sum(0);
        skipBlanks();
        if (!value || m_at != m_text.size())
            return std::nullopt;
        return value;
    }

private:
    void skipBlanks()
    {
        while (m_at < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_at])))
            ++m_at;
    }

    bool take(char c)
    {
        skipBlanks();
        if (m_at < m_text.size() && m_text[m_at] == c) {
            ++m_at;
            return true;
        }
        return false;
    }

    std::optional<std::int64_t> sum(int depth)
    {
        auto left = product(depth);
        while (left) {
            if (take('+')) {
                const auto right = product(depth);
                if (!right || __builtin_add_overflow(*left, *right, &*left))
                    return std::nullopt;
            } else if (take('-')) {
                const auto right = product(depth);
                if (!right || __builtin_sub_overflow(*left, *right, &*left))
                    return std::nullopt;
            } else {
                break;
            }
        }
        return left;
    }

    std::optional<std::int64_t> product(int depth)
    {
        auto left = unary(depth);
        while (left) {
            skipBlanks();
            const char op = m_at < m_text.size() ? m_text[m_at] : '\0';
            if (op != '*' && op != '/' && op != '%')
                break;
            ++m_at;
            const auto right = unary(depth);
            if (!right)
                return std::nullopt;
            if (op == '*') {
                if (__builtin_mul_overflow(*left, *right, &*left))
                    return std::nullopt;
            } else {
                if (*right == 0 || (*left == INT64_MIN && *right == -1))
                    return std::nullopt;
                *left = op == '/' ? *left / *right : *left % *right;
            }
        }
        return left;
    }

    std::optional<std::int64_t> unary(int depth)
    {
        if (depth > kMaxDepth)
            return std::nullopt;
        if (take('-')) {
            const auto value = unary(depth + 1);
            if (!value || *value == INT64_MIN)
                return std::nullopt;
            return -*value;
        }
        if (take('+'))
            return unary(depth + 1);
        if (take('(')) {
            const auto value = sum(depth + 1);
            return value && take(')') ? value : std::nullopt;
        }
        skipBlanks();
        if (m_at < m_text.size() && m_text[m_at] == '$')
            ++m_at;
        const bool braced = m_at < m_text.size() && m_text[m_at] == '{';
        if (braced)
            ++m_at;
        const std::size_t start = m_at;
        while (m_at < m_text.size() && isNameChar(m_text[m_at]))
            ++m_at;
        const std::string_view token = m_text.substr(start, m_at - start);
        if (braced && !take('}'))
            return std::nullopt;
        if (token.empty())
            return std::nullopt;
        if (std::isdigit(static_cast<unsigned char>(token.front())))
            return parse(token);
        const auto it = m_variables.find(std::string(token));
        if (it == m_variables.end() || it->second.values.empty() || !it->second.unresolved.empty())
            return m_unset == Unset::Empty ? std::optional<std::int64_t>(0) : std::nullopt;
        return parse(it->second.values.front());
    }

    static std::optional<std::int64_t> parse(std::string_view text)
    {
        std::int64_t value = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (error != std::errc() || end != text.data() + text.size())
            return std::nullopt;
        return value;
    }

    std::string_view m_text;
    const std::map<std::string, Variable>& m_variables;
    Unset m_unset;
    std::size_t m_at = 0;
};

}  // namespace

std::optional<std::int64_t> Expander::arithmetic(std::string_view text, Unset unset)
{
    return Arithmetic(text, m_variables, unset).evaluate();
}

std::size_t Expander::parameter(std::string_view raw, std::size_t at, bool quoted, Unset unset, int depth,
                                std::vector<Piece>& out, ScriptWord& info)
{
    const auto emit = [&](std::string text) {
        if (spend(text.size()))
            out.push_back({std::move(text), !quoted, false});
    };
    const auto unresolvedAs = [&](std::string_view written, const std::string& name) {
        addUnique(info.unresolved, name);
        if (unset == Unset::Literal && spend(written.size()))
            out.push_back({std::string(written), false, false});
    };
    // Command substitution, `...` or $( ): only the working directory is known (the
    // script's own folder, where a file it sources is looked for).
    const auto substitution = [&](std::string_view command, std::string_view written) {
        std::string_view trimmed = command;
        while (!trimmed.empty() && std::isspace(static_cast<unsigned char>(trimmed.front())))
            trimmed.remove_prefix(1);
        while (!trimmed.empty() && std::isspace(static_cast<unsigned char>(trimmed.back())))
            trimmed.remove_suffix(1);
        if (trimmed == "pwd" || trimmed.starts_with("dirname "))
            emit(".");
        else
            unresolvedAs(written, std::string(written.substr(0, 60)));
    };
    if (raw[at] == '`') {
        const std::size_t end = skipBacktick(raw, at);
        const std::size_t stop = end == kNone ? raw.size() : end;
        substitution(raw.substr(at + 1, stop - at - (end == kNone ? 1 : 2)), raw.substr(at, stop - at));
        return stop;
    }
    if (at + 1 >= raw.size()) {
        emit("$");
        return at + 1;
    }
    const char next = raw[at + 1];
    if (next == '(') {
        const std::size_t end = skipBracketed(raw, at + 1, '(', ')', depth);
        const std::size_t stop = end == kNone ? raw.size() : end;
        const std::string_view written = raw.substr(at, stop - at);
        if (written.starts_with("$((") && written.ends_with("))")) {
            ScriptWord inner;
            std::vector<Piece> parts;
            expandInto(written.substr(3, written.size() - 5), true, unset, depth + 1, parts, inner);
            std::string expression;
            for (const Piece& part : parts)
                expression += part.text;
            const auto value = inner.unresolved.empty() ? arithmetic(expression, unset) : std::nullopt;
            if (value) {
                emit(std::to_string(*value));
                info.fromDefault = info.fromDefault || inner.fromDefault;
            } else {
                unresolvedAs(written, std::string(written.substr(0, 60)));
            }
        } else {
            substitution(written.size() > 3 ? written.substr(2, written.size() - 3) : std::string_view(), written);
        }
        return stop;
    }
    if (next == '\'') {
        const std::size_t end = skipSingle(raw, at + 1);
        const std::size_t stop = end == kNone ? raw.size() : end;
        out.push_back({std::string(raw.substr(at + 2, stop - at - (end == kNone ? 2 : 3))), false, false});
        return stop;
    }
    std::string_view body;
    std::size_t stop = 0;
    if (next == '{') {
        const std::size_t end = skipBracketed(raw, at + 1, '{', '}', depth);
        stop = end == kNone ? raw.size() : end;
        body = raw.substr(at + 2, stop - at - (end == kNone ? 2 : 3));
    } else if (isNameStart(next)) {
        stop = at + 1;
        while (stop < raw.size() && isNameChar(raw[stop]))
            ++stop;
        body = raw.substr(at + 1, stop - at - 1);
    } else if (std::isdigit(static_cast<unsigned char>(next)) || std::string_view("@*#?$!-").find(next) != kNone) {
        stop = at + 2;
        body = raw.substr(at + 1, 1);
    } else {
        emit("$");
        return at + 1;
    }
    const std::string_view written = raw.substr(at, stop - at);
    // ${#NAME}: a length.
    const bool length = body.size() > 1 && body.front() == '#';
    if (length)
        body.remove_prefix(1);
    std::size_t nameEnd = 0;
    if (!body.empty() && isNameStart(body.front()))
        while (nameEnd < body.size() && isNameChar(body[nameEnd]))
            ++nameEnd;
    else if (!body.empty())
        nameEnd = 1;  // a positional or special parameter: $1, $@, $#
    const std::string name(body.substr(0, nameEnd));
    std::string_view rest = body.substr(nameEnd);
    enum class Subscript { None, All, Index } subscript = Subscript::None;
    std::size_t index = 0;
    if (rest.starts_with("[")) {
        const std::size_t close = rest.find(']');
        const std::string_view inside = close == kNone ? rest.substr(1) : rest.substr(1, close - 1);
        if (inside == "@" || inside == "*") {
            subscript = Subscript::All;
        } else {
            const auto [end, error] = std::from_chars(inside.data(), inside.data() + inside.size(), index);
            if (error != std::errc() || end != inside.data() + inside.size()) {
                unresolvedAs(written, name);
                return stop;
            }
            subscript = Subscript::Index;
        }
        rest = close == kNone ? std::string_view() : rest.substr(close + 1);
    }
    const auto found = m_variables.find(name);
    const bool isSet = found != m_variables.end() && (unset == Unset::Literal || found->second.unresolved.empty());
    const Variable* variable = isSet ? &found->second : nullptr;
    if (length) {
        if (!rest.empty()) {
            unresolvedAs(written, name);
        } else if (!variable) {
            emit("0");
        } else {
            emit(std::to_string(subscript == Subscript::All ? variable->values.size()
                                                              : variable->values.empty() ? 0 : variable->values.front().size()));
        }
        return stop;
    }
    const auto valueOf = [&]() -> std::vector<std::string> {
        if (!variable)
            return {};
        if (subscript == Subscript::All)
            return variable->values;
        const std::size_t position = subscript == Subscript::Index ? index : 0;
        return position < variable->values.size() ? std::vector<std::string>{variable->values[position]}
                                                   : std::vector<std::string>{};
    };
    const std::vector<std::string> values = valueOf();
    const bool empty = values.empty() || (values.size() == 1 && values.front().empty());
    const bool colon = rest.starts_with(":") && rest.size() > 1 && std::string_view("-=+?").find(rest[1]) != kNone;
    const std::string_view op = colon ? rest.substr(1, 1) : rest.substr(0, rest.empty() ? 0 : 1);
    const std::string_view word = rest.substr(colon ? 2 : std::min<std::size_t>(1, rest.size()));
    const bool missing = colon ? empty : !variable;
    const auto emitValue = [&] {
        if (variable) {
            for (const auto& inner : variable->unresolved)
                addUnique(info.unresolved, inner);
            info.fromDefault = info.fromDefault || variable->fromDefault;
        }
        if (quoted && subscript == Subscript::All) {
            for (std::size_t i = 0; i < values.size(); ++i)
                if (spend(values[i].size()))
                    out.push_back({values[i], false, i > 0});
            return;
        }
        std::string joined;
        for (const auto& value : values)
            joined += (joined.empty() ? "" : " ") + value;
        emit(std::move(joined));
    };
    if (rest.empty()) {
        if (variable)
            emitValue();
        else
            unresolvedAs(written, name);
        return stop;
    }
    if (op == "-" || op == "=") {
        if (missing) {
            info.fromDefault = true;
            expandInto(word, quoted, unset, depth + 1, out, info);
        } else {
            emitValue();
        }
    } else if (op == "+") {
        if (!missing)
            expandInto(word, quoted, unset, depth + 1, out, info);
    } else if (op == "?" && !missing) {
        emitValue();
    } else {
        // Pattern removal, substitution, slicing, case changes: not followed.
        unresolvedAs(written, name);
    }
    return stop;
}

bool globMatch(std::string_view pattern, std::string_view text)
{
    // Iterative matching with one backtrack point for the last '*': linear in practice.
    std::size_t p = 0;
    std::size_t t = 0;
    std::size_t star = kNone;
    std::size_t resume = 0;
    while (t < text.size()) {
        if (p < pattern.size() && pattern[p] == '*') {
            star = p++;
            resume = t;
        } else if (p < pattern.size() && pattern[p] == '[') {
            const std::size_t close = pattern.find(']', p + 1);
            bool matched = false;
            if (close != kNone) {
                const std::string_view set = pattern.substr(p + 1, close - p - 1);
                const bool negate = !set.empty() && (set.front() == '!' || set.front() == '^');
                for (std::size_t k = negate ? 1 : 0; k < set.size(); ++k) {
                    if (k + 2 < set.size() && set[k + 1] == '-') {
                        matched = matched || (text[t] >= set[k] && text[t] <= set[k + 2]);
                        k += 2;
                    } else {
                        matched = matched || text[t] == set[k];
                    }
                }
                matched = matched != negate;
            }
            if (close != kNone && matched) {
                p = close + 1;
                ++t;
            } else if (star != kNone) {
                p = star + 1;
                t = ++resume;
            } else {
                return false;
            }
        } else if (p < pattern.size() && (pattern[p] == '?' || pattern[p] == text[t])) {
            ++p;
            ++t;
        } else if (star != kNone) {
            p = star + 1;
            t = ++resume;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == '*')
        ++p;
    return p == pattern.size();
}

}  // namespace memledger::model::shell
