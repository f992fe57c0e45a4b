// A view's editing widgets (its knobs, pickers and buttons) serve whoever works the window;
// on a presentation slide the audience reads the chart, and a spin box or a "computed in
// 3.4 ms" note is noise. Views mark them; presentation mode hides what is marked and shows
// it again on leaving.
#pragma once

#include <QList>
#include <QPointer>

class QWidget;

namespace memledger::widgets {

void markAsSlideEditor(QWidget* editor);
bool isSlideEditor(const QWidget* widget);

// Hides every marked widget under `root` that is not hidden already; returns them, to be
// shown again by showSlideEditors.
QList<QPointer<QWidget>> hideSlideEditors(QWidget* root);
void showSlideEditors(const QList<QPointer<QWidget>>& hidden);

}  // namespace memledger::widgets
