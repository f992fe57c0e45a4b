// The wizard's rich text: a proposed step, the diagnosis, the path so far and the
// summary. The app's own words go through tr(); the tree's sentences come from the
// tree in the chosen language.
#pragma once

#include <QColor>
#include <QString>

#include "model/triage/triage.h"
#include "model/io/reports/triage_report.h"
#include "widgets/common/quantity_text.h"

namespace memledger::widgets {

struct TriageTextContext {
    const model::TriageTree& tree;
    model::Language language;
    ByteUnit unit;
    QColor muted;   // secondary words (Theme::mutedText)
};

// The language of the user's locale: Chinese locales get the tree's Chinese text.
model::Language defaultTriageLanguage();

QString triageText(const std::string& text);   // UTF-8 → QString, HTML-escaped
QString diagnosisHtml(const std::vector<model::TriageAnswered>& trail, const TriageTextContext& c);
QString proposalHtml(const model::TriageResult& walk, std::size_t index, const TriageTextContext& c);
QString pathHtml(const model::TriageResult& path, const TriageTextContext& c);
QString summaryHtml(const model::TriageResult& path, const TriageTextContext& c);
// The Markdown report's labels, translated.
model::TriageLabels triageLabels();

}  // namespace memledger::widgets
