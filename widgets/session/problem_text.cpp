#include "widgets/session/problem_text.h"

#include <map>

#include <QCoreApplication>
#include <QRegularExpression>

#include "widgets/common/vocabulary.h"
#include "widgets/session/form/form_fields.h"

namespace memledger::widgets {

namespace {

// Engine key → untranslated label (context "ScenarioForm"), for every control of the form.
const std::map<std::string, const char*>& labels()
{
    static const std::map<std::string, const char*> table = [] {
        std::map<std::string, const char*> out;
        for (const auto& group : scenarioGroups())
            for (const auto& field : group.fields)
                out.emplace(field.key(), field.label);
        // The pickers, which are not in the field table.
        out.emplace("model", QT_TRANSLATE_NOOP("ScenarioForm", "Model"));
        out.emplace("gpu", QT_TRANSLATE_NOOP("ScenarioForm", "GPU"));
        out.emplace("teacher.model", QT_TRANSLATE_NOOP("ScenarioForm", "Teacher (distillation)"));
        out.emplace("parallel.stage_layers", QT_TRANSLATE_NOOP("ScenarioForm", "Layers per stage"));
        out.emplace("stage_layers", QT_TRANSLATE_NOOP("ScenarioForm", "Layers per stage"));
        return out;
    }();
    return table;
}

}  // namespace

QString fieldLabel(const std::string& key)
{
    const auto it = labels().find(key);
    return it == labels().end() ? QString::fromStdString(key)
                                : QCoreApplication::translate("ScenarioForm", it->second);
}

QString readableMessage(const std::string& message)
{
    QString text = QString::fromStdString(message);
    // Keys are words of letters, digits, '_' and '.'; only whole words are replaced.
    static const QRegularExpression word(QStringLiteral("[A-Za-z_][A-Za-z0-9_.]*[A-Za-z0-9_]"));
    QString out;
    qsizetype at = 0;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        const QString key = match.captured();
        // Dotted keys only (and the bare stage_layers): "model" or "gpu" are also plain words.
        if (!key.contains(QLatin1Char('.')) && key != QLatin1String("stage_layers"))
            continue;
        const auto found = labels().find(key.toStdString());
        if (found == labels().end())
            continue;
        out += text.mid(at, match.capturedStart() - at);
        out += QStringLiteral("“%1”").arg(QCoreApplication::translate("ScenarioForm", found->second));
        at = match.capturedEnd();
    }
    return out + text.mid(at);
}

QString readableMessage(const model::Problem& problem)
{
    return readableMessage(model::problemText(problem, engineWord));
}

QString problemLine(const model::Problem& problem)
{
    const QString message = readableMessage(problem);
    // A file's problems carry its path as the field and already name it in the message.
    const bool named = problem.field.empty() || problem.message.find(problem.field) != std::string::npos;
    return named ? message : fieldLabel(problem.field) + QStringLiteral(": ") + message;
}

}  // namespace memledger::widgets
