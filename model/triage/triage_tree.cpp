#include "model/triage/triage_tree.h"

#include <algorithm>
#include <set>

#include "model/core/json_file.h"
#include "model/core/untrusted_json.h"
#include "model/triage/triage_actions.h"
#include "model/triage/triage_questions.h"

namespace memledger::model {

namespace {

inline constexpr const char* kTreeSchema = "memledger.triage-tree";
inline constexpr int kTreeVersion = 1;

// Reading helpers that report against a dotted path and never throw on bad types.
class TreeReader {
public:
    explicit TreeReader(std::vector<Problem>& problems) : m_problems(problems) {}

    void fail(const std::string& path, const std::string& message) { m_problems.push_back({path, path + ": " + message}); }

    const nlohmann::json* object(const nlohmann::json& parent, const char* key, const std::string& path)
    {
        const nlohmann::json* value = member(parent, key);
        if (!value || !value->is_object()) {
            fail(path + "." + key, value ? "must be an object" : "missing (expected an object)");
            return nullptr;
        }
        return value;
    }

    std::string text(const nlohmann::json& parent, const char* key, const std::string& path)
    {
        const nlohmann::json* value = member(parent, key);
        if (const auto found = value ? asString(*value) : std::nullopt; found && !found->empty())
            return *found;
        fail(path + "." + key, value ? "must be a non-empty string" : "missing text");
        return {};
    }

    // Both languages are required: a tree that shows English to Chinese users is a bug.
    LocalText local(const nlohmann::json& parent, const char* key, const std::string& path)
    {
        const nlohmann::json* value = object(parent, key, path);
        if (!value)
            return {};
        const std::string where = path + "." + key;
        return {text(*value, "en", where), text(*value, "zh", where)};
    }

    std::vector<std::string> ids(const nlohmann::json& parent, const char* key, const std::string& path)
    {
        std::vector<std::string> out;
        const nlohmann::json* list = member(parent, key);
        if (!list || !list->is_array() || list->empty()) {
            fail(path + "." + key, "must be a non-empty array of action ids");
            return out;
        }
        for (const auto& item : *list)
            if (const auto id = asString(item))
                out.push_back(*id);
            else
                fail(path + "." + key, "holds " + shownJson(item) + "; expected action ids");
        return out;
    }

private:
    std::vector<Problem>& m_problems;
};

// The placeholders a sentence uses must be ones its question fills.
void checkPlaceholders(TreeReader& reader, const std::string& question, const LocalText& text,
                       const std::string& path)
{
    const auto known = questionPlaceholders(question);
    for (const std::string* sentence : {&text.en, &text.zh}) {
        for (std::size_t open = sentence->find('{'); open != std::string::npos; open = sentence->find('{', open + 1)) {
            const auto close = sentence->find('}', open);
            const std::string name = sentence->substr(open + 1, close == std::string::npos ? 0 : close - open - 1);
            if (std::find(known.begin(), known.end(), name) == known.end())
                reader.fail(path, "unknown placeholder {" + name + "} for question '" + question + "'");
        }
    }
}

void readQuestion(TreeReader& reader, const nlohmann::json& json, const std::string& path, TriageNode& node)
{
    node.question = reader.text(json, "question", path);
    node.text = reader.local(json, "text", path);
    const auto words = questionAnswers(node.question);
    if (!node.question.empty() && words.empty())
        reader.fail(path + ".question", "unknown question '" + node.question + "'");
    const nlohmann::json* answers = reader.object(json, "answers", path);
    if (!answers)
        return;
    for (const auto& [word, value] : answers->items()) {
        const std::string where = path + ".answers." + word;
        if (!words.empty() && std::find(words.begin(), words.end(), word) == words.end()) {
            reader.fail(where, "'" + word + "' is not an answer of question '" + node.question + "'");
            continue;
        }
        if (!value.is_object()) {
            reader.fail(where, "must be an object");
            continue;
        }
        TriageAnswer answer{word, reader.text(value, "next", where), reader.local(value, "label", where),
                            reader.local(value, "because", where)};
        checkPlaceholders(reader, node.question, answer.because, where + ".because");
        node.answers.push_back(std::move(answer));
    }
    for (const char* word : words)
        if (!node.answer(word))
            reader.fail(path + ".answers", std::string("no answer '") + word + "' for question '" + node.question + "'");
}

TriageNode readNode(TreeReader& reader, const std::string& id, const nlohmann::json& json, const std::string& path)
{
    TriageNode node;
    node.id = id;
    const std::string kind = json.is_object() ? reader.text(json, "kind", path) : std::string();
    if (!json.is_object()) {
        reader.fail(path, "must be an object");
    } else if (kind == "question") {
        node.kind = NodeKind::Question;
        readQuestion(reader, json, path, node);
    } else if (kind == "branch") {
        node.kind = NodeKind::Branch;
        node.title = reader.local(json, "title", path);
        node.text = reader.local(json, "text", path);
        node.steps = reader.ids(json, "steps", path);
        node.next = reader.text(json, "next", path);
    } else if (kind == "end") {
        node.kind = NodeKind::End;
        node.text = reader.local(json, "text", path);
        const std::string outcome = reader.text(json, "outcome", path);
        node.outcome = outcome == "fits" ? EndOutcome::Fits : EndOutcome::OutOfOptions;
        if (outcome != "fits" && outcome != "out-of-options")
            reader.fail(path + ".outcome", "is '" + outcome + "'; expected fits or out-of-options");
    } else if (!kind.empty()) {
        reader.fail(path + ".kind", "is '" + kind + "'; expected question, branch or end");
    }
    return node;
}

TriageAction readAction(TreeReader& reader, const std::string& id, const nlohmann::json& json,
                        const std::string& path, std::vector<Problem>& problems)
{
    TriageAction action;
    action.id = id;
    if (!json.is_object()) {
        reader.fail(path, "must be an object");
        return action;
    }
    action.change = reader.text(json, "change", path);
    if (!action.change.empty() && !isChangeKind(action.change)) {
        std::string kinds;
        for (const auto& kind : changeKinds())
            kinds += (kinds.empty() ? "" : ", ") + kind;
        reader.fail(path + ".change", "unknown action kind '" + action.change + "'; expected one of " + kinds);
    }
    if (isChangeKind(action.change))
        action.params = readChangeParams(action.change, member(json, "params"), path + ".params", problems);
    action.title = reader.local(json, "title", path);
    action.why = reader.local(json, "why", path);
    action.source = reader.text(json, "source", path);
    action.complexityReason = reader.local(json, "complexity_reason", path);
    const nlohmann::json* complexity = member(json, "complexity");
    const auto level = complexity && complexity->is_number_integer() ? asInteger(*complexity) : std::nullopt;
    if (!level || *level < kMinComplexity || *level > kMaxComplexity)
        reader.fail(path + ".complexity", "must be a whole number from 1 to 5");
    else
        action.complexity = static_cast<int>(*level);
    return action;
}

std::vector<std::pair<std::string, std::string>> edges(const TriageNode& node)
{
    std::vector<std::pair<std::string, std::string>> out;   // (path, target)
    for (const auto& answer : node.answers)
        out.emplace_back("nodes." + node.id + ".answers." + answer.word + ".next", answer.next);
    if (node.kind == NodeKind::Branch)
        out.emplace_back("nodes." + node.id + ".next", node.next);
    return out;
}

void checkReferences(TreeReader& reader, const TriageTree& tree)
{
    if (!tree.node(tree.start))
        reader.fail("start", "names node '" + tree.start + "', which does not exist");
    for (const auto& [id, node] : tree.nodes) {
        for (const auto& [path, target] : edges(node))
            if (!target.empty() && !tree.node(target))
                reader.fail(path, "names node '" + target + "', which does not exist");
        for (std::size_t i = 0; i < node.steps.size(); ++i)
            if (!tree.action(node.steps[i]))
                reader.fail("nodes." + id + ".steps[" + std::to_string(i) + "]",
                            "unknown action '" + node.steps[i] + "'");
    }
}

// Depth-first search with colours: a grey node reached again closes a cycle.
bool findCycle(const TriageTree& tree, const std::string& id, std::map<std::string, int>& colour,
               std::vector<std::string>& stack)
{
    colour[id] = 1;
    stack.push_back(id);
    for (const auto& [path, target] : edges(*tree.node(id))) {
        if (!tree.node(target))
            continue;
        if (colour[target] == 1) {
            stack.push_back(target);
            return true;
        }
        if (colour[target] == 0 && findCycle(tree, target, colour, stack))
            return true;
    }
    stack.pop_back();
    colour[id] = 2;
    return false;
}

void checkGraph(TreeReader& reader, const TriageTree& tree)
{
    if (!tree.node(tree.start))
        return;
    std::map<std::string, int> colour;
    std::vector<std::string> stack;
    if (findCycle(tree, tree.start, colour, stack)) {
        const auto first = std::find(stack.begin(), stack.end(), stack.back());
        std::string loop;
        for (auto it = first; it != stack.end(); ++it)
            loop += (loop.empty() ? "" : " → ") + *it;
        reader.fail("nodes." + stack.back(), "cycle: " + loop + " (the walk would never end)");
        return;
    }
    for (const auto& [id, node] : tree.nodes)
        if (colour[id] == 0)
            reader.fail("nodes." + id, "is never reached from the start node '" + tree.start + "'");
}

void checkHeader(TreeReader& reader, const nlohmann::json& document)
{
    // Either key may hold anything at all: a schema that is an object once aborted the program.
    if (stringMember(document, "schema") != kTreeSchema)
        reader.fail("schema", std::string("must be \"") + kTreeSchema + "\"");
    const nlohmann::json* version = member(document, "version");
    if (!version || asInteger(*version) != kTreeVersion)
        reader.fail("version", "must be " + std::to_string(kTreeVersion));
}

}  // namespace

const TriageAnswer* TriageNode::answer(const std::string& word) const
{
    for (const auto& a : answers)
        if (a.word == word)
            return &a;
    return nullptr;
}

const TriageNode* TriageTree::node(const std::string& id) const
{
    const auto it = nodes.find(id);
    return it == nodes.end() ? nullptr : &it->second;
}

const TriageAction* TriageTree::action(const std::string& id) const
{
    const auto it = actions.find(id);
    return it == actions.end() ? nullptr : &it->second;
}

TriageTree parseTriageTree(const nlohmann::json& document, std::vector<Problem>& problems)
{
    TriageTree tree;
    TreeReader reader(problems);
    if (!document.is_object()) {
        reader.fail("(document)", "must be a JSON object");
        return tree;
    }
    checkHeader(reader, document);
    tree.start = reader.text(document, "start", "(document)");
    if (const nlohmann::json* actions = reader.object(document, "actions", "(document)"))
        for (const auto& [id, json] : actions->items())
            tree.actions[id] = readAction(reader, id, json, "actions." + id, problems);
    if (const nlohmann::json* nodes = reader.object(document, "nodes", "(document)"))
        for (const auto& [id, json] : nodes->items())
            tree.nodes[id] = readNode(reader, id, json, "nodes." + id);
    checkReferences(reader, tree);
    checkGraph(reader, tree);
    return tree;
}

TriageTree loadTriageTree(const std::string& path, std::vector<Problem>& problems)
{
    const std::size_t before = problems.size();
    const auto document = readJsonFile(path, problems);
    if (!document)
        return {};
    TriageTree tree = parseTriageTree(*document, problems);
    for (std::size_t i = before; i < problems.size(); ++i)
        problems[i].message = path + ": " + problems[i].message;
    return tree;
}

const TriageTree& builtinTriageTree()
{
    static const TriageTree tree = [] {
        std::vector<Problem> problems;
        TriageTree parsed = parseTriageTree(nlohmann::json::parse(builtinTriageTreeText()), problems);
        return problems.empty() ? parsed : TriageTree{};
    }();
    return tree;
}

}  // namespace memledger::model
