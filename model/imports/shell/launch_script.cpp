#include "model/imports/shell/launch_script.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <functional>
#include <initializer_list>
#include <map>

#include "model/imports/shell/launch_script_words.h"

namespace memledger::model {

namespace {

using shell::Token;
using shell::TokenKind;
using shell::Unset;
using shell::Variable;

// A launch script is a few kilobytes; a script that expands to more is not one.
constexpr std::size_t kTextBudget = std::size_t{4} << 20;
constexpr int kMaxNesting = 64;
constexpr int kMaxSourced = 16;
constexpr std::size_t kMaxArray = 100000;

bool isNameStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool isNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// NAME=, NAME+=, NAME[i]= at the start of a word: the name, whether it appends, the
// index (npos for none) and where the value starts; nothing for any other word.
struct Assignment {
    std::string name;
    bool append = false;
    std::size_t index = std::string::npos;
    std::size_t valueAt = 0;
};

std::optional<Assignment> assignmentOf(std::string_view word)
{
    if (word.empty() || !isNameStart(word.front()))
        return std::nullopt;
    std::size_t i = 0;
    while (i < word.size() && isNameChar(word[i]))
        ++i;
    Assignment out;
    out.name = std::string(word.substr(0, i));
    if (i < word.size() && word[i] == '[') {
        const std::size_t close = word.find(']', i);
        if (close == std::string_view::npos)
            return std::nullopt;
        std::size_t index = 0;
        const auto [end, error] = std::from_chars(word.data() + i + 1, word.data() + close, index);
        if (error != std::errc() || end != word.data() + close)
            return std::nullopt;
        out.index = index;
        i = close + 1;
    }
    if (i < word.size() && word[i] == '+') {
        out.append = true;
        ++i;
    }
    if (i >= word.size() || word[i] != '=')
        return std::nullopt;
    out.valueAt = i + 1;
    return out;
}

bool endsWithPython(const std::string& word) { return word.size() > 3 && word.ends_with(".py"); }
bool isLauncherFlag(const std::string& word)
{
    return word.starts_with("--nproc_per_node") || word.starts_with("--nproc-per-node") || word.starts_with("--nnodes");
}

// The unresolved names a word really holds: an array's elements share the array's list.
void keepOwnUnresolved(ScriptWord& word)
{
    std::erase_if(word.unresolved, [&](const std::string& name) { return word.text.find(name) == std::string::npos; });
}

class Runner {
public:
    explicit Runner(const NearbyFile& nearby)
        : m_nearby(nearby)
        , m_expander(m_variables, m_budget)
    {
    }

    void runText(std::string_view text)
    {
        shell::Lexed lexed = shell::lex(text);
        for (auto& note : lexed.notes)
            m_notes.push_back(std::move(note));
        std::swap(m_tokens, lexed.tokens);
        const std::size_t savedAt = m_at;
        m_at = 0;
        while (!atEnd() && !m_stopped) {
            const std::size_t before = m_at;
            list(true, {});
            if (m_at == before)
                ++m_at;  // a token no command starts with (a stray ')' or 'fi')
        }
        std::swap(m_tokens, lexed.tokens);
        m_at = savedAt;
    }

    ScriptArguments result();

private:
    // One command the script runs: its words, and the NAME=value assignments before them.
    struct Command {
        std::vector<ScriptWord> words;
        std::vector<std::pair<std::string, std::string>> environment;
    };
    std::vector<std::pair<std::string, std::string>> exportedEnvironment() const;
    bool atEnd() const { return m_at >= m_tokens.size(); }
    const Token* peek() const { return atEnd() ? nullptr : &m_tokens[m_at]; }
    bool peekKind(TokenKind kind) const { return peek() && peek()->kind == kind; }
    bool peekWord(std::string_view word) const { return peekKind(TokenKind::Word) && peek()->text == word; }

    void skipNewlines()
    {
        while (peekKind(TokenKind::Separator))
            ++m_at;
    }

    bool expect(std::string_view word)
    {
        if (peekWord(word)) {
            ++m_at;
            return true;
        }
        return false;
    }

    void stop(ImportNote note)
    {
        m_notes.push_back(std::move(note));
        m_stopped = true;
    }

    bool atTerminator(std::initializer_list<std::string_view> terminators) const
    {
        if (peekKind(TokenKind::CloseParen) || peekKind(TokenKind::CaseEnd))
            return true;
        return std::any_of(terminators.begin(), terminators.end(), [&](std::string_view word) { return peekWord(word); });
    }

    bool list(bool run, std::initializer_list<std::string_view> terminators)
    {
        bool status = true;
        while (!m_stopped) {
            skipNewlines();
            if (atEnd() || atTerminator(terminators))
                break;
            const std::size_t before = m_at;
            status = andOr(run);
            if (m_at == before)
                break;
        }
        return status;
    }

    bool andOr(bool run)
    {
        bool status = pipeline(run);
        while (!m_stopped && (peekKind(TokenKind::AndIf) || peekKind(TokenKind::OrIf))) {
            const bool both = peek()->kind == TokenKind::AndIf;
            ++m_at;
            skipNewlines();
            const bool runNext = run && (both ? status : !status);
            const bool next = pipeline(runNext);
            if (runNext)
                status = next;
        }
        return status;
    }

    bool pipeline(bool run)
    {
        const bool negate = expect("!");
        bool status = command(run);
        while (!m_stopped && peekKind(TokenKind::Pipe)) {
            ++m_at;
            skipNewlines();
            status = command(run);
        }
        return negate ? !status : status;
    }

    bool command(bool run)
    {
        if (++m_depth > kMaxNesting) {
            stop(importNote(MEMLEDGER_TRANSLATABLE("Import",
                                                   "the script nests if, for, case and braces more than "
                                                   "%1 deep; the rest is not read"),
                            {{std::to_string(kMaxNesting)}}));
            --m_depth;
            return false;
        }
        bool status = true;
        if (peekWord("if"))
            status = ifClause(run);
        else if (peekWord("for"))
            status = forClause(run);
        else if (peekWord("while") || peekWord("until"))
            status = whileClause(run);
        else if (peekWord("case"))
            status = caseClause(run);
        else if (peekWord("{"))
            status = group(run, "}");
        else if (peekKind(TokenKind::OpenParen))
            status = group(run, {});
        else if (peekWord("function") || isFunctionHead())
            status = functionDefinition();
        else
            status = simple(run);
        --m_depth;
        return status;
    }

    bool isFunctionHead() const
    {
        return m_at + 2 < m_tokens.size() && m_tokens[m_at].kind == TokenKind::Word &&
               m_tokens[m_at + 1].kind == TokenKind::OpenParen && m_tokens[m_at + 2].kind == TokenKind::CloseParen;
    }

    // A function is only defined, never called: its body is read without running.
    bool functionDefinition()
    {
        expect("function");
        ++m_at;  // its name
        if (peekKind(TokenKind::OpenParen) && m_at + 1 < m_tokens.size() && m_tokens[m_at + 1].kind == TokenKind::CloseParen)
            m_at += 2;
        skipNewlines();
        if (!atEnd())
            command(false);
        return true;
    }

    bool group(bool run, std::string_view close)
    {
        ++m_at;
        const bool status = close.empty() ? list(run, {}) : list(run, {close});
        if (close.empty() ? peekKind(TokenKind::CloseParen) : peekWord(close))
            ++m_at;
        return status;
    }

    bool ifClause(bool run)
    {
        ++m_at;
        bool taken = false;
        bool condition = list(run, {"then"});
        expect("then");
        bool status = true;
        const bool first = run && condition;
        const bool firstStatus = list(first, {"elif", "else", "fi"});
        if (first) {
            taken = true;
            status = firstStatus;
        }
        while (!m_stopped && expect("elif")) {
            condition = list(run && !taken, {"then"});
            expect("then");
            const bool branch = run && !taken && condition;
            const bool branchStatus = list(branch, {"elif", "else", "fi"});
            if (branch) {
                taken = true;
                status = branchStatus;
            }
        }
        if (expect("else")) {
            const bool branch = run && !taken;
            const bool branchStatus = list(branch, {"fi"});
            if (branch)
                status = branchStatus;
        }
        expect("fi");
        return status;
    }

    // The body runs once (with the first value for `for`): what a launch script's loops
    // add to its command line is the same each time, and running them once bounds the work.
    bool forClause(bool run)
    {
        ++m_at;
        std::string name;
        std::vector<std::string> items;
        if (peekKind(TokenKind::OpenParen)) {
            while (!atEnd() && !peekWord("do"))
                ++m_at;
        } else if (peekKind(TokenKind::Word)) {
            name = peek()->text;
            ++m_at;
            skipNewlines();
            if (expect("in")) {
                while (peekKind(TokenKind::Word)) {
                    if (run)
                        for (auto& field : m_expander.fields(peek()->text, true, Unset::Literal))
                            items.push_back(std::move(field.text));
                    ++m_at;
                }
            }
        }
        skipNewlines();
        expect("do");
        if (run && !name.empty() && !items.empty())
            m_variables[name] = Variable{{items.front()}, false, false, {}};
        const bool status = list(run, {"done"});
        expect("done");
        return status;
    }

    // The body is read once, when the condition holds as the script starts: a launch
    // script is read as run with no arguments, so an argument-parsing loop
    // (`while [[ $# -gt 0 ]]; do case $1 in … *) exit 1 ;; esac; done`) is not entered,
    // as bash would not enter it, and its `exit` for an unknown option does not end the read.
    bool whileClause(bool run)
    {
        const bool until = peekWord("until");
        ++m_at;
        const bool holds = list(run, {"do"}) != until;
        expect("do");
        const bool status = list(run && holds, {"done"});
        expect("done");
        return status;
    }

    bool caseClause(bool run)
    {
        ++m_at;
        const std::string subject =
            peekKind(TokenKind::Word) ? m_expander.single(peek()->text, Unset::Empty).text : std::string();
        if (peekKind(TokenKind::Word))
            ++m_at;
        skipNewlines();
        expect("in");
        bool taken = false;
        while (!m_stopped) {
            skipNewlines();
            if (atEnd() || expect("esac"))
                break;
            if (peekKind(TokenKind::OpenParen))
                ++m_at;
            bool matches = false;
            while (peekKind(TokenKind::Word) || peekKind(TokenKind::Pipe)) {
                if (peek()->kind == TokenKind::Word)
                    matches = matches || shell::globMatch(m_expander.single(peek()->text, Unset::Empty).text, subject);
                ++m_at;
            }
            if (!peekKind(TokenKind::CloseParen))
                break;  // not a case item: give up on the rest of the case
            ++m_at;
            const bool branch = run && !taken && matches;
            list(branch, {"esac"});
            taken = taken || branch;
            if (peekKind(TokenKind::CaseEnd))
                ++m_at;
        }
        return true;
    }

    bool simple(bool run);
    bool builtin(const std::string& name, const std::vector<const Token*>& rest, bool& handled);
    void assign(const Token& token);
    void source(const std::string& name);
    bool test(std::vector<std::string> operands);

    const NearbyFile& m_nearby;
    std::map<std::string, Variable> m_variables;
    std::vector<std::string> m_order;  // variable names in the order they were first set
    std::size_t m_budget = kTextBudget;
    shell::Expander m_expander;
    std::vector<Token> m_tokens;
    std::size_t m_at = 0;
    int m_depth = 0;
    int m_sourcedCount = 0;
    bool m_stopped = false;
    std::vector<Command> m_commands;
    std::vector<std::string> m_exported;  // names the script exports, in their order
    std::vector<ImportNote> m_notes;
};

void Runner::assign(const Token& token)
{
    const auto assignment = assignmentOf(token.text);
    if (!assignment)
        return;
    if (std::find(m_order.begin(), m_order.end(), assignment->name) == m_order.end())
        m_order.push_back(assignment->name);
    // The value first: it may read the variable it replaces (ARGS=("${ARGS[@]}" --more)).
    std::vector<ScriptWord> elements;
    if (token.kind == TokenKind::ArrayWords)
        for (const auto& raw : token.words)
            for (auto& field : m_expander.fields(raw, true, Unset::Literal))
                if (elements.size() < kMaxArray)
                    elements.push_back(std::move(field));
    Variable& variable = m_variables[assignment->name];
    const auto merge = [&](const ScriptWord& word) {
        variable.fromDefault = variable.fromDefault || word.fromDefault;
        for (const auto& name : word.unresolved)
            if (std::find(variable.unresolved.begin(), variable.unresolved.end(), name) == variable.unresolved.end())
                variable.unresolved.push_back(name);
    };
    if (token.kind == TokenKind::ArrayWords) {
        if (!assignment->append)
            variable = Variable{{}, true, false, {}};
        variable.array = true;
        for (auto& element : elements) {
            merge(element);
            if (variable.values.size() < kMaxArray)
                variable.values.push_back(std::move(element.text));
        }
        return;
    }
    const ScriptWord value = m_expander.single(std::string_view(token.text).substr(assignment->valueAt), Unset::Literal);
    if (assignment->index != std::string::npos) {
        if (assignment->index < kMaxArray) {
            if (variable.values.size() <= assignment->index)
                variable.values.resize(assignment->index + 1);
            variable.values[assignment->index] = value.text;
            variable.array = true;
            merge(value);
        }
        return;
    }
    if (assignment->append && !variable.values.empty()) {
        variable.values.back() += value.text;
        merge(value);
        return;
    }
    variable = Variable{{value.text}, false, value.fromDefault, value.unresolved};
}

void Runner::source(const std::string& name)
{
    const std::string base = name.substr(name.find_last_of('/') == std::string::npos ? 0 : name.find_last_of('/') + 1);
    if (!m_nearby || base.empty()) {
        m_notes.push_back(importNote(
            MEMLEDGER_TRANSLATABLE("Import", "sources %1, which was not read: its settings are missing"), {{name}}));
        return;
    }
    if (++m_sourcedCount > kMaxSourced) {
        m_notes.push_back(importNote(MEMLEDGER_TRANSLATABLE("Import", "sources more than %1 files; %2 was not read"),
                                     {{std::to_string(kMaxSourced)}, {name}}));
        return;
    }
    const auto text = m_nearby(base);
    if (!text) {
        m_notes.push_back(importNote(MEMLEDGER_TRANSLATABLE("Import",
                                                            "sources %1, and no %2 is beside the script: its "
                                                            "settings are missing (import it too, or give "
                                                            "them as flags)"),
                                     {{name}, {base}}));
        return;
    }
    m_notes.push_back(
        importNote(MEMLEDGER_TRANSLATABLE("Import", "read %1 beside the script, which it sources"), {{base}}));
    runText(*text);
}

// [ ... ], test ... and [[ ... ]]: string and integer comparisons, -n/-z, negation, -a/-o
// (&& and || inside [[ ]]). File tests are taken as true: the script is assumed to run
// where the files it expects exist.
bool Runner::test(std::vector<std::string> operands)
{
    std::size_t at = 0;
    int depth = 0;
    std::function<bool()> either;
    const auto primary = [&]() -> bool {
        if (at >= operands.size())
            return false;
        if (operands[at] == "(" && ++depth < kMaxNesting) {
            ++at;
            const bool value = either();
            if (at < operands.size() && operands[at] == ")")
                ++at;
            return value;
        }
        const std::string& first = operands[at];
        // Binary: a OP b.
        if (at + 2 < operands.size()) {
            const std::string& op = operands[at + 1];
            static const char* const kBinary[] = {"=", "==", "!=", "-eq", "-ne", "-lt", "-le", "-gt", "-ge", "<", ">", "=~"};
            if (std::find(std::begin(kBinary), std::end(kBinary), op) != std::end(kBinary)) {
                const std::string& second = operands[at + 2];
                at += 3;
                if (op == "=" || op == "==")
                    return shell::globMatch(second, first);
                if (op == "!=")
                    return !shell::globMatch(second, first);
                if (op == "<")
                    return first < second;
                if (op == ">")
                    return first > second;
                if (op == "=~")
                    return false;
                long long a = 0;
                long long b = 0;
                const bool numbers = std::from_chars(first.data(), first.data() + first.size(), a).ec == std::errc() &&
                                     std::from_chars(second.data(), second.data() + second.size(), b).ec == std::errc();
                if (!numbers)
                    return false;
                return op == "-eq" ? a == b : op == "-ne" ? a != b : op == "-lt" ? a < b : op == "-le" ? a <= b
                                                                          : op == "-gt" ? a > b : a >= b;
            }
        }
        if (first.size() == 2 && first[0] == '-' && at + 1 < operands.size()) {
            const std::string& operand = operands[at + 1];
            at += 2;
            if (first == "-n")
                return !operand.empty();
            if (first == "-z")
                return operand.empty();
            if (first == "-v")
                return m_variables.count(operand) > 0;
            return first != "-t";
        }
        ++at;
        return !first.empty();
    };
    std::function<bool()> negation = [&]() -> bool {
        if (at < operands.size() && operands[at] == "!" && ++depth < kMaxNesting) {
            ++at;
            return !negation();
        }
        return primary();
    };
    const auto both = [&]() -> bool {
        bool value = negation();
        while (at < operands.size() && (operands[at] == "-a" || operands[at] == "&&")) {
            ++at;
            value = negation() && value;
        }
        return value;
    };
    either = [&]() -> bool {
        bool value = both();
        while (at < operands.size() && (operands[at] == "-o" || operands[at] == "||")) {
            ++at;
            value = both() || value;
        }
        return value;
    };
    return either();
}

bool Runner::simple(bool run)
{
    std::vector<const Token*> items;
    const bool doubleBracket = peekWord("[[");
    while (!atEnd()) {
        const Token& token = *peek();
        if (doubleBracket && token.kind != TokenKind::Separator) {
            items.push_back(&token);
            ++m_at;
            if (token.kind == TokenKind::Word && token.text == "]]")
                break;
            continue;
        }
        if (token.kind == TokenKind::Word || token.kind == TokenKind::ArrayWords) {
            items.push_back(&token);
            ++m_at;
        } else if (token.kind == TokenKind::Redirect) {
            ++m_at;
            if (token.takesTarget && peekKind(TokenKind::Word))
                ++m_at;
        } else {
            break;
        }
    }
    if (items.empty()) {
        if (!atEnd() && !peekKind(TokenKind::Separator) && !atTerminator({}))
            ++m_at;  // an operator no command starts with
        return true;
    }
    if (!run || m_stopped)
        return true;
    std::size_t first = 0;
    while (first < items.size() &&
           (items[first]->kind == TokenKind::ArrayWords || assignmentOf(items[first]->text).has_value()))
        ++first;
    if (first == items.size()) {
        for (const Token* token : items)
            assign(*token);
        return true;
    }
    // NAME=value before a command sets it for that command only: not for the script.
    const std::string name = m_expander.single(items[first]->text, Unset::Literal).text;
    const std::vector<const Token*> rest(items.begin() + static_cast<std::ptrdiff_t>(first) + 1, items.end());
    bool handled = false;
    const bool status = builtin(name, rest, handled);
    if (handled)
        return status;
    Command command;
    for (std::size_t i = 0; i < first; ++i)
        if (const auto assignment = assignmentOf(items[i]->text); assignment && items[i]->kind != TokenKind::ArrayWords)
            command.environment.emplace_back(
                assignment->name,
                m_expander.single(std::string_view(items[i]->text).substr(assignment->valueAt), Unset::Literal).text);
    std::vector<ScriptWord>& words = command.words;
    for (std::size_t i = first; i < items.size(); ++i)
        for (auto& field : m_expander.fields(items[i]->text, true, Unset::Literal))
            words.push_back(std::move(field));
    if (m_expander.exhausted())
        stop(importNote(MEMLEDGER_TRANSLATABLE("Import",
                                               "the script expands to more than %1 MB of words; the rest is "
                                               "not read"),
                        {{std::to_string(kTextBudget >> 20)}}));
    else
        m_commands.push_back(std::move(command));
    return true;
}

bool Runner::builtin(const std::string& name, const std::vector<const Token*>& rest, bool& handled)
{
    handled = true;
    if (name == "export" || name == "declare" || name == "typeset" || name == "local" || name == "readonly") {
        for (const Token* token : rest) {
            assign(*token);
            if (name != "export")
                continue;
            const auto assignment = assignmentOf(token->text);
            std::string exported = assignment ? assignment->name : token->text;
            if (std::find(m_exported.begin(), m_exported.end(), exported) == m_exported.end())
                m_exported.push_back(std::move(exported));
        }
        return true;
    }
    if (name == "source" || name == ".") {
        if (!rest.empty())
            source(m_expander.single(rest.front()->text, Unset::Literal).text);
        return true;
    }
    if (name == "exit") {
        m_stopped = true;
        return true;
    }
    if (name == "unset") {
        for (const Token* token : rest)
            m_variables.erase(token->text);
        return true;
    }
    if (name == "true" || name == ":")
        return true;
    if (name == "false")
        return false;
    if (name == "[" || name == "test" || name == "[[") {
        std::vector<std::string> operands;
        for (const Token* token : rest) {
            if (name == "[[") {
                if (token->kind == TokenKind::Word && token->text != "]]")
                    operands.push_back(m_expander.single(token->text, Unset::Empty).text);
                else if (token->kind == TokenKind::AndIf || token->kind == TokenKind::OrIf)
                    operands.emplace_back(token->kind == TokenKind::AndIf ? "&&" : "||");
                else if (token->kind == TokenKind::OpenParen || token->kind == TokenKind::CloseParen)
                    operands.emplace_back(token->kind == TokenKind::OpenParen ? "(" : ")");
            } else {
                for (auto& field : m_expander.fields(token->text, true, Unset::Empty))
                    operands.push_back(std::move(field.text));
            }
        }
        if (name == "[" && !operands.empty() && operands.back() == "]")
            operands.pop_back();
        return test(std::move(operands));
    }
    handled = false;
    return true;
}

std::vector<ScriptWord> wordsOf(const Variable& variable)
{
    std::vector<ScriptWord> out;
    for (const auto& value : variable.values) {
        std::vector<std::string> parts;
        if (variable.array) {
            parts.push_back(value);
        } else {
            std::string current;
            for (const char c : value) {
                if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                    if (!current.empty())
                        parts.push_back(std::move(current));
                    current.clear();
                } else {
                    current += c;
                }
            }
            if (!current.empty())
                parts.push_back(std::move(current));
        }
        for (auto& part : parts) {
            ScriptWord word{std::move(part), variable.unresolved, variable.fromDefault};
            keepOwnUnresolved(word);
            out.push_back(std::move(word));
        }
    }
    return out;
}

// A module run as a program: `python3 -m openrlhf.cli.train_ppo_ray`; torch's launchers
// (`python -m torch.distributed.run`) start the program, they are not it.
bool isModuleRun(const std::vector<ScriptWord>& words, std::size_t i)
{
    return i >= 2 && words[i - 1].text == "-m" && words[i - 2].text.find("python") != std::string::npos &&
           !words[i].text.starts_with("-") && !words[i].text.starts_with("torch.distributed.");
}

bool flagFollows(const std::vector<ScriptWord>& words, std::size_t i)
{
    for (std::size_t k = i + 1; k < words.size(); ++k)
        if (isLongFlag(words[k].text))
            return true;
    return false;
}

// Hydra's key=value overrides, which a module such as verl.trainer.main_ppo takes instead of flags.
bool overrideFollows(const std::vector<ScriptWord>& words, std::size_t i)
{
    for (std::size_t k = i + 1; k < words.size(); ++k)
        if (!words[k].text.starts_with("-") && words[k].text.find('=') != std::string::npos)
            return true;
    return false;
}

// The program's arguments: the words after a Python script followed by flags, else after a
// module run as one (with flags, or Hydra's overrides).
std::optional<std::size_t> scriptPosition(const std::vector<ScriptWord>& words)
{
    // A script given as a flag's value (OpenRLHF's --train.agent_func_path agent_func.py) is
    // not the program.
    const auto flagValue = [&](std::size_t i) {
        return i > 0 && isLongFlag(words[i - 1].text) && words[i - 1].text.find('=') == std::string::npos;
    };
    for (std::size_t i = 0; i < words.size(); ++i)
        if (endsWithPython(words[i].text) && !flagValue(i) && flagFollows(words, i))
            return i;
    for (std::size_t i = 0; i < words.size(); ++i)
        if (isModuleRun(words, i) && (flagFollows(words, i) || overrideFollows(words, i)))
            return i;
    return std::nullopt;
}

// What the script exports, as it stands at its end: the training program's environment.
std::vector<std::pair<std::string, std::string>> Runner::exportedEnvironment() const
{
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& name : m_exported) {
        const auto it = m_variables.find(name);
        if (it == m_variables.end() || it->second.values.empty())
            continue;
        std::string value;
        for (const auto& part : it->second.values)
            value += (value.empty() ? "" : " ") + part;
        out.emplace_back(name, std::move(value));
    }
    return out;
}

ScriptArguments Runner::result()
{
    ScriptArguments out;
    out.notes = m_notes;
    out.environment = exportedEnvironment();
    const auto baseName = [](const std::string& path) { return path.substr(path.find_last_of('/') + 1); };
    for (auto command = m_commands.rbegin(); command != m_commands.rend(); ++command) {
        auto& words = command->words;
        if (const auto at = scriptPosition(words)) {
            for (auto& word : words)
                keepOwnUnresolved(word);
            out.launcher.assign(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(*at));
            out.arguments.assign(words.begin() + static_cast<std::ptrdiff_t>(*at) + 1, words.end());
            out.program = baseName(words[*at].text);
            out.origin = "the command that runs " + out.program;
            // NAME=value before the command: its environment, over what the script exports.
            for (auto& assignment : command->environment) {
                const std::string& name = assignment.first;
                const auto same = [&name](const auto& entry) { return entry.first == name; };
                out.environment.erase(std::remove_if(out.environment.begin(), out.environment.end(), same),
                                      out.environment.end());
                out.environment.push_back(std::move(assignment));
            }
            return out;
        }
    }
    for (const auto& name : m_order) {
        const auto it = m_variables.find(name);
        if (it == m_variables.end())
            continue;
        const std::vector<ScriptWord> words = wordsOf(it->second);
        if (const auto at = scriptPosition(words)) {
            out.launcher.assign(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(*at));
            out.arguments.assign(words.begin() + static_cast<std::ptrdiff_t>(*at) + 1, words.end());
            out.program = baseName(words[*at].text);
            out.origin = "the command line held in " + name + ", which runs " + out.program;
            return out;
        }
    }
    std::string names;
    for (const auto& name : m_order) {
        const auto it = m_variables.find(name);
        if (it == m_variables.end())
            continue;
        const std::vector<ScriptWord> words = wordsOf(it->second);
        if (std::none_of(words.begin(), words.end(), [](const ScriptWord& word) { return isLongFlag(word.text); }))
            continue;
        const bool launcher =
            std::any_of(words.begin(), words.end(), [](const ScriptWord& word) { return isLauncherFlag(word.text); });
        auto& into = launcher ? out.launcher : out.arguments;
        into.insert(into.end(), words.begin(), words.end());
        if (!launcher)
            names += (names.empty() ? "" : ", ") + name;
    }
    if (!names.empty()) {
        out.origin = "the flags set in " + names + " (the script starts no training program itself)";
        return out;
    }
    // Arguments pasted alone: the commands are the flags themselves.
    for (auto& command : m_commands)
        if (std::any_of(command.words.begin(), command.words.end(),
                        [](const ScriptWord& word) { return isLongFlag(word.text); }))
            for (auto& word : command.words) {
                keepOwnUnresolved(word);
                out.arguments.push_back(std::move(word));
            }
    out.origin = out.arguments.empty() ? std::string("nothing: the text sets no flags") : std::string("the text itself");
    return out;
}

}  // namespace

bool isLongFlag(std::string_view word) { return word.size() > 2 && word.starts_with("--"); }

ScriptArguments readLaunchScript(std::string_view text, const NearbyFile& nearby)
{
    Runner runner(nearby);
    runner.runText(text);
    return runner.result();
}

}  // namespace memledger::model
