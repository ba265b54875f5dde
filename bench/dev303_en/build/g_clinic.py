"""Genres: team physician clinic note; physiotherapy progress note."""

from common import Note, ch, maybe, cap, a_an
import clin
import ctx as C
import phi
import pools
from phi import addd, fdate


def _d(rng, c, d, styles=None):
    return phi.dt(rng, d, c.country, styles)


def _social(n, rng, c):
    cty = c.country
    if c.minor:
        n.line("SH: Lives with ", c.his, " ", c.parent_rel, " ", c.parent.fn(), " (", (c.parent_job, "PROFESSION"), ")",
               ch(rng, [[", ", c.parent2_rel, " ", c.parent2.fn(), " (", (c.parent2_job, "PROFESSION"), ")"], [""]]),
               " and ", c.sib_rel, " ", c.sib.fn(), " in ", (c.addr["city"], "CITY"), ". ",
               c.year_level.capitalize() if c.year_level else "Student", " at ", (c.school, "ORGANIZATION"),
               "; missed %d days of school. No alcohol, vaping or drugs." % rng.randrange(0, 5))
    else:
        if c.level == "adult":
            n.add("SH: Works as ", a_an(c.job), " ", (c.job, "PROFESSION"))
            if c.employer and maybe(rng, 0.7):
                n.add(" at ", (c.employer, "ORGANIZATION"))
        else:
            n.add("SH: Full-time student at ", (c.uni, "ORGANIZATION"))
        if maybe(rng, 0.3):
            n.add(". Moved here from ", (ch(rng, pools.FOREIGN), "COUNTRY"), " in ",
                  (str(c.inj.year - rng.randrange(1, 9)), "DATE"))
        n.line("; ", ch(rng, ["off work since the injury", "back on light duties", "working from home, reduced hours",
                              "has missed two lectures"]), ". Lives with ", c.partner_rel, " ", c.partner.fn(),
               " in ", (c.addr["city"], "CITY"), ". Alcohol ", ch(rng, ["~6 units/wk", "nil since injury", "occasional"]),
               ", non-smoker.")


def clinic_note(rng, c):
    if maybe(rng, 0.3):
        return followup(rng, c)
    n = Note()
    cty = c.country
    visit = phi.workday(addd(c.inj, rng.randrange(1, 12)))
    day = (visit - c.inj).days
    k = rng.randrange(2)
    if k == 0:
        n.line((c.clinic, "HOSPITAL"), " - SPORTS MEDICINE CLINIC NOTE")
        n.line("Patient: ", c.pt.LF(), "   MRN: ", (c.mrn, "MRN"), "   DOB: ", _d(rng, c, c.dob, ["num", "num1"]),
               "   Age: ", (str(c.age), "AGE"), "   Sex: ", c.sex)
        if c.nat or (c.ssn and cty == "US" and maybe(rng, 0.35)):
            n.line(C.natid(rng, c) if c.nat else ["SSN: ", (c.ssn, "SSN")], "   ", C.hp_pc(c))
        n.line("Visit: ", _d(rng, c, visit, ["num", "wds", "abbr", "num2"]), " %d:%02d   Encounter: " % (
            rng.randrange(8, 17), ch(rng, [0, 15, 30, 45])), (c.acct, "ACCOUNT"), "   Exam room ",
            (str(rng.randrange(1, 12)), "LOCATION_OTHER"))
        n.line("Provider: ", c.doc.tfl(rng), ", ", c.doc.creds, "   Referred by: ", c.at.full(), " (", c.at.role,
               ", ", (c.team_org, "ORGANIZATION"), ")")
        if c.minor:
            n.line("Accompanied by ", c.parent_rel, ", ", c.parent.full(), ".")
        n.blank()
        n.line("CC: concussion follow-up, day %d post injury" % day)
        n.blank()
        n.line("HPI: ", phi.age_pc(rng, c.age, c.sex), " ", c.sport, " ", c.position, " who sustained a head injury on ",
               _d(rng, c, c.inj, ["wday", "wdm", "wds", "mon"]), " (", (c.club if c.team_org != c.club else c.opp, "ORGANIZATION"),
               ch(rng, [" fixture", " match", " practice"]), "). ", cap(clin.mech(rng, c.sport)), ". ",
               ch(rng, ["No LOC. Amnesia for ~10 min after the hit.", "Brief LOC reported by teammates.",
                        "No LOC, no amnesia; immediate headache and dizziness."]), " SCAT6 on the sideline by ",
               c.at.fn(), ": symptom severity %d, mBESS %d errors." % (rng.randrange(20, 70), rng.randrange(5, 15)))
    else:
        n.line("CLINIC LETTER - SPORT & EXERCISE MEDICINE")
        n.line((c.clinic, "HOSPITAL"), ", ", C.addr_line(rng, c.clinic_addr))
        n.blank()
        n.line("Clinic date: ", _d(rng, c, visit, ["long", "num", "wd"]), "   Dictated by: ", c.doc.tl(rng))
        n.line("Patient: ", c.pt.full(), " (", _d(rng, c, c.dob, ["num", "num1"]), ")   Hosp no. ", (c.mrn, "MRN"),
               "  ", C.natid(rng, c))
        n.line(C.addr_line(rng, c.addr))
        n.blank()
        n.line("Dear ", c.gp.tl(rng), ",")
        n.blank()
        n.line("Thank you for asking me to see this ", phi.age_pc(rng, c.age, c.sex, ch(rng, ["yrold", "word"])), " ",
               c.sport, " ", c.player_word, " from ", (c.team_org, "ORGANIZATION"), " whom I reviewed today, day %d after a concussion "
               "sustained on " % day, _d(rng, c, c.inj, ["long", "ord", "mon"]), ". ", cap(clin.mech(rng, c.sport)),
               ". ", cap(c.he), " was removed from play by the ", c.at.role, ", ", c.at.full(), ".")
    n.blank()
    ns, sev = clin.symptom_scores(rng)
    syms = clin.pick_symptoms(rng, max(1, min(6, ns)))
    n.line("Symptoms today (PCSS %d/132): %s. Worse with screens and noise; better with rest. "
           "Sleeping %d-%d h, %s." % (sev * 2 % 90, ", ".join(syms), rng.randrange(6, 9), rng.randrange(9, 12),
                                       ch(rng, ["difficulty initiating sleep", "daytime naps", "sleep unchanged"])))
    prev = rng.randrange(0, 3)
    n.line("PMH: ", "no previous concussions" if not prev else ["%d previous concussion%s (last " % (prev, "s" if prev > 1 else ""),
           _d(rng, c, addd(c.inj, -rng.randrange(200, 1500)), ["my", "mys", "y"]), ")"],
           "; ", ch(rng, ["migraine without aura", "ADHD", "asthma", "anxiety", "nil else"]), ".")
    n.line("Meds: ", "; ".join(clin.drugs(rng, cty, 2)), ". Allergies: ", ch(rng, ["NKDA", "amoxicillin", "nil known"]), ".")
    _social(n, rng, c)
    n.line("FHx: ", ch(rng, ["migraine (", "depression (", "epilepsy ("]), ch(rng, ["maternal", "paternal"]), ")")
    n.blank()
    n.line("EXAM: ", clin.vitals(rng))
    n.line(clin.neuro_exam(rng))
    n.line(clin.vomsline(rng))
    a, b, cc, tot = clin.mbess(rng)
    n.line("mBESS %d errors (DL %d / SL %d / TS %d). Tandem gait %.1f s. %s." % (tot, a, b, cc,
           10 + rng.randrange(0, 70) / 10.0, clin.kd(rng)))
    n.line(clin.cspine(rng))
    n.blank()
    n.line("ASSESSMENT: concussion (", clin.icd(rng, cty, acute=maybe(rng, 0.7)), "), ", ch(rng, [
        "improving, predominantly headache/fatigue profile", "vestibulo-ocular and cervicogenic features",
        "persisting symptoms; post-traumatic migraine features", "near resolution"]), ".")
    n.line("PLAN:")
    n.line("1. Relative rest 24-48 h then symptom-limited aerobic activity (HR < %d)." % clin.hr_target(rng, c.age)[1])
    if c.minor:
        n.line("2. Return-to-learn letter to ", (c.school, "ORGANIZATION"), ", attn ", c.teacher.tl(rng),
               " (", ch(rng, ["year head", "learning support", "school nurse liaison", "dean of students"]), ").")
    else:
        n.line("2. Fit note / work certificate: ", ch(rng, ["modified duties", "unfit for", "amended hours"]), " %d days." % rng.randrange(3, 15))
    n.line("3. Vestibular/cervical physio with ", c.pt_.full(), ", ", (c.physio_clinic, "HOSPITAL"), ".")
    n.line("4. ", ch(rng, ["No imaging indicated.", "MRI brain (SWI/DTI) if symptoms persist beyond 4 weeks.",
                           "CT not indicated per Canadian CT Head Rule."]))
    n.line("5. No contact sport until cleared in writing; GRTP via the ", c.at.role, ".")
    n.line("6. Review ", _d(rng, c, phi.workday(addd(visit, rng.randrange(5, 15))), ["wds", "num", "mon", "wdm"]),
           " or sooner if worse. Red flags discussed.")
    n.blank()
    if k == 0:
        n.line("Total time %d min, >50%% counselling/coordination." % rng.randrange(25, 60))
        n.line("Electronically signed: ", c.doc.sig(), "   ", _d(rng, c, visit, ["num"]),
               " %d:%02d" % (rng.randrange(12, 20), rng.randrange(60)))
        if maybe(rng, 0.6):
            n.line("Scribed by ", c.scribe.full(), " for ", c.doc.tl(rng), "; note reviewed and attested.")
        n.line("Audit: last edited by ", (c.doc.user, "USERNAME"), " / printed by ",
               (phi.username(rng, c.scribe), "USERNAME"))
    else:
        n.line("Yours sincerely,")
        n.blank()
        n.line(c.doc.tfl(rng), ", ", c.doc.creds, "  ", C.lic_pc(c.doc))
        n.line("cc: ", c.pt.tl(rng) if not c.minor else c.parent.tl(rng), ", ", C.addr_line(rng, c.addr))
        n.line(c.doc.ini(dots=False), "/", c.scribe.ini_low())
    return n


# --------------------------------------------------------------------------
def physio(rng, c):
    if maybe(rng, 0.35):
        return physio_brief(rng, c)
    n = Note()
    cty = c.country
    sess = rng.randrange(2, 9)
    visit = phi.workday(addd(c.inj, rng.randrange(7, 40)))
    n.line((c.physio_clinic, "HOSPITAL"), ch(rng, [" - Physiotherapy Progress Note", " | Vestibular & Concussion Rehab Progress Note",
                                                    " - PT Daily Note / Re-evaluation"]))
    n.line("Client: ", c.pt.full() if maybe(rng, 0.6) else c.pt.LF(), "   DOB ", _d(rng, c, c.dob, ["num", "num1"]),
           "   File ", (c.mrn, "MRN"))
    n.line("Date: ", _d(rng, c, visit, ["num", "wd", "wds", "abbr"]), "   Session %d of %d   Treatment room " % (
        sess, sess + rng.randrange(1, 6)), (str(rng.randrange(1, 9)), "LOCATION_OTHER"))
    n.line("Referring doctor: ", c.doc.tl(rng), " (", (c.clinic, "HOSPITAL"), ")")
    if cty == "NZ":
        n.line("ACC claim: ", (phi.idnum(rng, "claim"), "IDNUM"), "   ", C.natid(rng, c))
    elif cty == "AU" and maybe(rng, 0.5):
        n.line(C.hp_pc(c), "   Fund: ", (c.insurer, "ORGANIZATION"), " ", (c.pp[1], "HEALTHPLAN"))
    else:
        n.line("Funder: ", (c.insurer, "ORGANIZATION"), "   ", c.pp[0], " ", (c.pp[1], "HEALTHPLAN"),
               "   Auth ", (phi.idnum(rng, "ref"), "IDNUM"))
    n.line("Injury: concussion ", _d(rng, c, c.inj, ["num", "mon", "long"]), " (", c.sport, ", ",
           (c.team_org, "ORGANIZATION"), ")")
    n.blank()
    n.line("S: ", ch(rng, [
        "Reports headache now 1-2/10, mainly end of school day. Dizziness with quick head turns and in supermarket aisles.",
        "Neck stiffness improving. Managed 30 min bike at home without symptoms. Still foggy in the afternoons.",
        "Good week. Completed stage 3 drills with the club. Mild motion sensitivity in the car.",
        "Flare after a long day at work - headache 4/10 lasting 3 h. Sleep improved with routine."]))
    if c.minor:
        n.line("   ", cap(c.parent_rel), " (", c.parent.fn(), ") reports ", c.him, " being ",
               ch(rng, ["more irritable", "back to normal at home", "tired after school", "less tolerant of noise"]), ".")
    n.line("   Outcome measures: DHI %d/100; PCSS %d/132; NDI %d%%." % (rng.randrange(0, 60), rng.randrange(0, 40),
                                                                    rng.randrange(0, 40)))
    n.blank()
    n.line("O: Cervical AROM (deg)   Flex %d  Ext %d  Rot L %d / R %d  LF L %d / R %d" % (
        rng.randrange(40, 60), rng.randrange(50, 70), rng.randrange(55, 80), rng.randrange(55, 80),
        rng.randrange(30, 45), rng.randrange(30, 45)))
    n.line("   Cervical flexion-rotation test L %d / R %d deg; JPE %.1f deg" % (
        rng.randrange(25, 45), rng.randrange(25, 45), 2 + rng.randrange(0, 40) / 10.0))
    n.line("   Deep neck flexor endurance %d s; craniocervical flexion test to %d mmHg" % (
        rng.randrange(10, 40), ch(rng, [22, 24, 26, 28])))
    n.line("   Dix-Hallpike negative bilaterally; head impulse test %s; DVA loss %d lines" % (
        ch(rng, ["negative", "catch-up saccade R", "negative"]), rng.randrange(0, 4)))
    n.line("   ", clin.vomsline(rng))
    n.line("   Treadmill (Buffalo protocol): %d min to %d bpm, %s" % (rng.randrange(8, 20), rng.randrange(140, 190),
           ch(rng, ["symptom-limited", "no exacerbation", "stopped - headache +3"])))
    n.blank()
    n.line("A: ", ch(rng, ["Cervicogenic and vestibular contributions improving.",
                          "Residual VOR deficit; exertion tolerance near normal.",
                          "Ready to progress GRTP to stage 4 pending medical review."]))
    n.line("Rx today: C1-2 SNAGs, suboccipital release, gaze stability x1 viewing, habituation (Brandt-Daroff not indicated),"
           " sub-threshold aerobic 20 min at %d bpm." % rng.randrange(120, 160))
    n.blank()
    n.line("P: HEP updated via portal ", (phi.url(rng, org=c.physio_clinic, path=ch(rng, ["hep/" + phi.digits(rng, 6), "exercise-plan"])), "URL"),
           " (login ", (c.pt_user, "USERNAME"), ").")
    n.line("   Next appointment ", _d(rng, c, phi.workday(addd(visit, rng.randrange(4, 10))), ["wds", "wdm", "mon", "num"]),
           " %d:%02d. Update to " % (rng.randrange(7, 18), ch(rng, [0, 15, 30, 45])), c.doc.tl(rng), " and ",
           c.at.full(), " (", c.at.role, ") sent ", _d(rng, c, visit, ["dm", "mon", "wds"]), ".")
    n.blank()
    n.line(c.pt_.sig(), "  ", C.lic_pc(c.pt_))
    n.line((c.physio_clinic, "HOSPITAL"), " | ", (phi.phone(rng, cty, "land"), "PHONE"), " | ",
           (phi.email(rng, c.pt_, org=c.physio_clinic), "EMAIL"))
    if maybe(rng, 0.4):
        n.line("Invoice ", (c.acct, "ACCOUNT"), " - session billed to ", (c.insurer, "ORGANIZATION"), ".")
    return n


def physio_brief(rng, c):
    """narrative treatment note as typed into a practice system"""
    n = Note()
    cty = c.country
    visit = phi.workday(addd(c.inj, rng.randrange(6, 35)))
    n.line(_d(rng, c, visit, ["wd", "num", "long"]), " - ", (c.physio_clinic, "HOSPITAL"), " - treatment note")
    n.line("Pt: ", C.pt_name(rng, c, ["full", "LF", "fli"]), " (", phi.age_pc(rng, c.age, c.sex, ch(rng, ["yo", "sexc", "y_o", "yrs"])),
           ")  ref ", c.doc.tl(rng), "  file ", (c.mrn, "MRN"))
    n.blank()
    nick = c.pt.nick
    n.line(ch(rng, ["Seen today for", "Follow-up for", "Review of"]), " concussion (", c.sport, ", ",
           _d(rng, c, c.inj, ["dm", "mon", "num"]), "). ", cap(c.he), ch(rng, [
               " reports a good week: headaches now only after long screen sessions and settle within an hour.",
               " had a flare after a family function on the weekend (noise, late night) but settled by the next day.",
               " is now tolerating 30 min on the bike with HR to 150 without symptoms.",
               " still gets dizzy turning quickly at training and in busy shopping centres."]),
           (" Prefers to be called \"" if nick else ""), (c.pt.nk() if nick else ""), ("\"." if nick else ""))
    if c.minor:
        n.line(cap(c.parent_rel), " ", c.parent.fn(), " attended and says school is going ",
               ch(rng, ["well with the half-day plan", "ok apart from maths", "badly - missed three days"]), ".")
    n.line("On assessment neck ROM is ", ch(rng, ["full and pain-free", "limited into R rotation (60 deg) with suboccipital tenderness",
                                                   "near full, end-range stiffness C1-2 L"]),
           "; VOMS ", ch(rng, ["non-provocative", "provokes with horizontal VOR (+3)", "NPC 7 cm, otherwise clear"]),
           "; tandem stance %d s eyes closed; DHI %d." % (rng.randrange(10, 31), rng.randrange(0, 50)))
    n.line("Treated with ", ch(rng, ["C1-2 mobilisation and deep neck flexor training",
                                      "gaze stabilisation progressions and sub-threshold aerobic work (20 min)",
                                      "soft tissue to upper traps, SNAGs, habituation exercises"]),
           ". HEP updated. ", ch(rng, ["Discussed with ", "Emailed update to ", "Phoned "]), c.at.full(),
           " (", c.at.role, ") re: GRTP stage ", ch(rng, ["2", "3", "4"]), ".")
    n.line("Plan: review ", _d(rng, c, phi.workday(addd(visit, rng.randrange(3, 10))), ["wday", "wds", "mon", "dm"]),
           ". Report to ", c.doc.tl(rng), " if not progressing in 2 weeks.")
    n.blank()
    n.line(ch(rng, [c.pt_.full(), c.pt_.fil()]), " ", c.pt_.creds, ch(rng, [["  ", C.lic_pc(c.pt_)], [""]]))
    if maybe(rng, 0.6):
        n.line("Billed: ", (c.acct, "ACCOUNT"), " / ", (c.insurer, "ORGANIZATION"), " ", (c.pp[1], "HEALTHPLAN"))
    return n


def followup(rng, c):
    """brief follow-up progress note"""
    n = Note()
    cty = c.country
    visit = phi.workday(addd(c.inj, rng.randrange(8, 30)))
    n.line("PROGRESS NOTE   ", (c.clinic, "HOSPITAL"))
    n.line(c.pt.LF(), "  |  ", (c.mrn, "MRN"), "  |  DOB ", _d(rng, c, c.dob, ["num", "num1"]),
           "  |  ", phi.age_pc(rng, c.age, c.sex, ch(rng, ["sexc", "sexs", "yo_"])))
    n.line("Date of service: ", _d(rng, c, visit, ["num", "wds", "abbr"]), "   Visit ", (c.acct, "ACCOUNT"))
    n.blank()
    day = (visit - c.inj).days
    n.line("Interval hx: day %d. " % day, C.pt_name(rng, c, ["fn", "full", "nk", "ini"]), " ", ch(rng, [
        "has been symptom-free for 5 days and completed stage 3 with ", "continues to have afternoon headaches; stage 2 only with ",
        "reports mild fogginess after school; stage 2 with "]), c.at.full(), ". ",
        ch(rng, ["Back at school full-time.", "Half days at school."] if c.minor else
           ["Back at work, full duties.", "Off work this week.", "Back at lectures, reduced load."]))
    if c.minor:
        n.line("Here with ", c.parent_rel, " (", c.parent.full(), "), who ", ch(rng, [
            "has no concerns", "notes more irritability at home", "is worried about the upcoming final",
            "asks whether a scan is needed"]), ".")
    ns, sev = clin.symptom_scores(rng, severe=maybe(rng, 0.3))
    n.line("PCSS %d/132 (%d symptoms). %s." % (sev, ns, clin.vitals(rng, compact=True)))
    n.line("Exam: ", ch(rng, ["non-focal neuro exam", "normal neuro exam; mild L suboccipital tenderness",
                              "VOMS normal, NPC 4 cm", "tandem gait 10.8 s, mBESS 5 errors"]), ". ", clin.kd(rng), ".")
    n.blank()
    n.line("A/P: concussion, ", ch(rng, ["resolving", "slow to resolve", "clinically recovered"]), " (",
           clin.icd(rng, cty, acute=False), ").")
    n.line(" - ", ch(rng, ["Progress to stage 4 (non-contact training).", "Stay at stage 2; add sub-threshold aerobic programme.",
                           "Cleared for contact training; written clearance given for the club."]))
    n.line(" - ", ch(rng, ["Continue school accommodations; letter updated for ", "Copy of plan to ", "Discussed with "]),
           (c.school if c.minor else c.team_org, "ORGANIZATION"), ".")
    n.line(" - RTC ", _d(rng, c, phi.workday(addd(visit, rng.randrange(5, 15))), ["wds", "num", "dm", "mon"]), ".")
    n.blank()
    n.line(c.doc.fil(), ", ", c.doc.creds)
    if maybe(rng, 0.5):
        n.line("Note transcribed by ", c.scribe.full(), " ", _d(rng, c, visit, ["num"]), " %d:%02d" % (
            rng.randrange(12, 20), rng.randrange(60)))
    return n
