// The launch-script reader against bash itself. Each script is run by /bin/bash with the
// launchers (torchrun, python, python3, deepspeed) replaced by a stub that writes the
// words it was given and exits, Slurm's sbatch and srun by stubs that run what they
// submit, and nothing else on PATH but bash, dirname and basename, and stubs of mkdir and
// tee that make and write nothing: no program of the script runs, and any other command
// is simply not found. The training programs the script names exist, empty, in its
// folder, as they do in the framework's checkout, so a check that they are there takes
// the branch that continues, as the reader does. The words after the training program
// must be the words readLaunchScript() finds (see aligned() for the words the reader
// cannot know).
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "model/imports/shell/launch_script.h"
#include "tests/model/test_support.h"

using namespace memledger;
namespace fs = std::filesystem;

namespace {

struct Sandbox {
    fs::path root;
    fs::path bin;

    Sandbox()
    {
        std::string pattern = (fs::temp_directory_path() / "memledger-bash-XXXXXX").string();
        root = mkdtemp(pattern.data()) ? fs::path(pattern) : fs::path();
        bin = root / "bin";
        fs::create_directories(bin);
        const std::string stub = "#!/bin/bash\nprintf '%s\\0' \"$(basename \"$0\")\" \"$@\" >> \"" +
                                 (root / "argv").string() + "\"\nexit 0\n";
        for (const char* launcher : {"torchrun", "python", "python3", "deepspeed"})
            script(launcher, stub);
        // Slurm: sbatch runs the batch script it reads, srun the command after its options.
        script("sbatch", "#!/bin/bash\nexec /bin/bash -s\n");
        script("srun", "#!/bin/bash\nwhile [ $# -gt 0 ] && [ \"${1#-}\" != \"$1\" ]; do shift; done\nexec \"$@\"\n");
        for (const char* tool : {"dirname", "basename"})
            fs::create_symlink(fs::path("/usr/bin") / tool, bin / tool);
        fs::create_symlink("/bin/bash", bin / "bash");   // `srun … bash -c "$CMD"` runs it
        script("mkdir", "#!/bin/bash\nexit 0\n");
        // A log pipe (`… | tee LOG`) must drain: a missing tee would close it, and the launch
        // writing its trace into it would die of SIGPIPE before the program runs.
        script("tee", "#!/bin/bash\nexec /bin/cat >/dev/null\n");
    }
    void script(const char* name, const std::string& text) const
    {
        std::ofstream(bin / name) << text;
        fs::permissions(bin / name, fs::perms::owner_all);
    }
    ~Sandbox()
    {
        std::error_code ignored;
        fs::remove_all(root, ignored);
    }
    Sandbox(const Sandbox&) = delete;
    Sandbox& operator=(const Sandbox&) = delete;
};

// The words of the first launch the script made under bash, after the program (*.py).
std::vector<std::string> bashArguments(const Sandbox& box, const std::string& script)
{
    fs::remove(box.root / "argv");
    static const std::regex programName(R"(([A-Za-z0-9_][A-Za-z0-9_./-]*\.py)\b)");
    for (auto it = std::sregex_iterator(script.begin(), script.end(), programName); it != std::sregex_iterator(); ++it) {
        const fs::path named = box.root / (*it)[1].str();
        if ((*it)[1].str().find("..") != std::string::npos)
            continue;
        fs::create_directories(named.parent_path());
        std::ofstream{named};
    }
    const fs::path file = box.root / "script.sh";
    std::ofstream(file, std::ios::binary) << script;
    std::string command = "cd '" + box.root.string() + "' && env -i PATH='" + box.bin.string() +
                          "' HOME='" + box.root.string() + "' /bin/bash ./script.sh";
    command += " </dev/null >/dev/null 2>&1";
    (void)std::system(command.c_str());
    std::ifstream in(box.root / "argv", std::ios::binary);
    const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    std::vector<std::string> words;
    std::string current;
    for (const char c : bytes) {
        if (c == '\0') {
            words.push_back(current);
            current.clear();
        } else {
            current += c;
        }
    }
    // One launch: the stub's own name starts each; keep the first.
    std::vector<std::string> first;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0 && (words[i] == "torchrun" || words[i] == "python" || words[i] == "python3" ||
                      words[i] == "deepspeed"))
            break;
        first.push_back(words[i]);
    }
    std::size_t program = 0;
    while (program < first.size() && !first[program].ends_with(".py"))
        ++program;
    return program < first.size() ? std::vector<std::string>(first.begin() + static_cast<long>(program) + 1, first.end())
                                  : std::vector<std::string>();
}

// The reader's words against bash's. A word the reader left unresolved (a variable the
// script reads and never sets, such as a positional $1) is what bash made of it: one word,
// or none where the unquoted expansion was empty; a word made from a ${NAME:-default} is
// the default, as bash, run with an empty environment and no arguments, makes it too.
bool aligned(const std::vector<model::ScriptWord>& read, const std::vector<std::string>& bash)
{
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < read.size() && j < bash.size()) {
        if (read[i].text == bash[j]) {
            ++i, ++j;
        } else if (!read[i].unresolved.empty()) {
            const bool vanished = i + 1 < read.size() && read[i + 1].text == bash[j];
            i += 1;
            j += vanished ? 0 : 1;
        } else {
            return false;
        }
    }
    while (i < read.size() && !read[i].unresolved.empty())
        ++i;
    return i == read.size() && j == bash.size();
}

::testing::AssertionResult sameWords(const model::ScriptArguments& read, const std::vector<std::string>& bash)
{
    if (aligned(read.arguments, bash))
        return ::testing::AssertionSuccess();
    std::ostringstream why;
    why << "the reader found " << read.arguments.size() << " words, bash passed " << bash.size() << ":\n";
    for (std::size_t i = 0; i < std::max(read.arguments.size(), bash.size()); ++i)
        why << "  " << (i < read.arguments.size() ? "'" + read.arguments[i].text + "'" : std::string("—")) << "  "
            << (i < bash.size() ? "'" + bash[i] + "'" : std::string("—")) << "\n";
    return ::testing::AssertionFailure() << why.str();
}

std::string fileText(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

// Every real script of tests/data/configs that launches a training program itself.
TEST(LaunchScriptAgainstBash, TheRealScriptsPassTheSameArguments)
{
    Sandbox box;
    ASSERT_FALSE(box.root.empty());
    int compared = 0;
    for (const auto& entry : fs::recursive_directory_iterator(test::sourcePath("tests/data/configs"))) {
        if (entry.path().extension() != ".sh")
            continue;
        const std::string script = fileText(entry.path());
        const std::vector<std::string> bash = bashArguments(box, script);
        if (bash.empty())
            continue;   // it launches nothing itself (it is sourced, or submits a heredoc to sbatch)
        ++compared;
        EXPECT_TRUE(sameWords(model::readLaunchScript(script), bash)) << entry.path().filename();
    }
    // train_gpt3_175b_distributed, train_llama3_8b_h100_fp8, train_mixtral_8x7b_distributed and
    // sbatch_mfsdp_deepseek_v3 (through sbatch and srun); the others launch nothing themselves.
    EXPECT_GE(compared, 4);
}

namespace {

// A random script of the constructs the reader follows: assignments with defaults,
// arithmetic, arrays and +=, if/elif/else on numbers and strings, case, an argument-parsing
// while loop, quoting, backslash continuations, and one launch.
std::string generatedScript(std::mt19937& random)
{
    const auto pick = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
    std::ostringstream out;
    out << "#!/bin/bash\n";
    const int layers = 1 + pick(64);
    out << "LAYERS=" << layers << "\n";
    out << "TP=${TP:-" << (1 << pick(4)) << "}\n";
    out << "SEQ=$((" << (1 + pick(8)) << " * 1024))\n";
    out << "NAME=\"run " << pick(100) << "\"\n";
    out << "ARGS=(\n    --num-layers $LAYERS\n    --tensor-model-parallel-size ${TP}\n)\n";
    if (pick(2))
        out << "ARGS+=(--seq-length $SEQ \"--micro-batch-size " << (1 + pick(4)) << "\")\n";
    const int threshold = 1 + pick(64);
    out << "if [ \"$LAYERS\" -gt " << threshold << " ]; then\n    EXTRA=\"--sequence-parallel --bf16\"\n";
    if (pick(2))
        out << "elif [ \"$TP\" == " << (1 << pick(4)) << " ]; then\n    EXTRA=--fp16\n";
    out << "else\n    EXTRA=\"\"\nfi\n";
    out << "case \"$TP\" in\n    1|2) SIZE=small ;;\n    4*) SIZE=big ;;\n    *) SIZE=huge ;;\nesac\n";
    out << "LABEL='single quoted $NAME'\n";
    // An argument-parsing loop whose unknown option exits: the script is run with no arguments.
    out << "while [[ $# -gt 0 ]]; do\n    case $1 in\n        --layers) LAYERS=\"$2\"; shift 2 ;;\n"
        << "        *) echo \"Unknown option: $1\"; exit 1 ;;\n    esac\ndone\n";
    out << "torchrun --nproc_per_node 8 pretrain_gpt.py ${ARGS[@]} $EXTRA \\\n"
        << "    --size $SIZE --name \"$NAME\" --label \"$LABEL\" --save $1 --load \"$2\"";
    if (pick(2))
        out << " \\\n    --hidden-size $((LAYERS * 128))";
    out << "\n";
    return out.str();
}

}  // namespace

// 200 generated scripts (a fixed seed, so a failure names a script that can be rerun).
TEST(LaunchScriptAgainstBash, GeneratedScriptsPassTheSameArguments)
{
    Sandbox box;
    ASSERT_FALSE(box.root.empty());
    std::mt19937 random(20261204);
    for (int i = 0; i < 200; ++i) {
        const std::string script = generatedScript(random);
        const std::vector<std::string> bash = bashArguments(box, script);
        ASSERT_FALSE(bash.empty()) << script;
        EXPECT_TRUE(sameWords(model::readLaunchScript(script), bash)) << "script " << i << ":\n" << script;
    }
}
