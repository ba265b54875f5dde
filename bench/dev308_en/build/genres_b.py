"""Genres: overnight observation chart, adverse event report, PK sampling log."""
import datetime

import clin
import people as H
import pools as P
from ctx import age_art
from genres_a import cohort
from phi import Doc

TD = datetime.timedelta
SHORT_TERM = {"upper respiratory tract infection": "URTI", "injection site erythema": "inj site erythema",
              "cannula site bruising": "cannula site bruise", "maculopapular rash": "rash maculopapular"}
SAE_OK = ("vasovagal syncope", "presyncope", "palpitations", "sinus bradycardia", "abdominal pain",
          "ALT increased", "maculopapular rash", "blood CK increased")


# ---------------------------------------------------------------- overnight chart
def overnight(cx):
    r, v, s, u = cx.rng, cx.vol, cx.study, cx.unit
    d = Doc()
    night = cx.d1 + TD(days=r.choice([0, 0, 1, 2]))
    dayn = (night - cx.d1).days + 1
    d.ln((u.name, "HOSPITAL"), " - ", (cx.ward, "HOSPITAL"), r.choice(["        OVERNIGHT OBSERVATION CHART", "\nOVERNIGHT OBSERVATIONS", "\nNight Observation Record (residential period)"]))
    d.ln("Protocol ", s.protocol, "   Cohort ", str(s.cohort), "   Night of Day ", str(dayn), " to Day ", str(dayn + 1), ": ",
         cx.ds.f(night, cx.ds.short), " / ", cx.d(night + TD(days=1)))
    d.ln("Volunteer: ", cx.vname(r.choice(["full", "LAST_FIRST", "title_full", "first_init"])), "   Subject ", (v.subj_no, "IDNUM"), "   Vol ID ", (v.vol_id, "MRN"))
    d.ln("DOB ", cx.d(v.dob), " (", cx.age_item(r.choice(["y", "yo", "dash"])), ")   ", r.choice(["Bed ", "Bed no. ", "Bed: "]), (cx.bed, "LOCATION_OTHER"),
         r.choice(["   Room ", " / Rm "]), (cx.room, "LOCATION_OTHER"))
    d.ln("Allergies: ", r.choice(["NKDA", "NKDA", "penicillin", "plasters"]), "   Cannula: ", r.choice(["20G L forearm", "18G R ACF", "22G L hand"]), " (sited Day -1)   Dose given ", cx.time(8, r.choice([0, 2, 5, 10])), " Day 1")
    tel = H.device_sn(r, "telemetry")
    d.ln("Telemetry: ", r.choice(P.TELEMETRY_MODELS), ", SN ", (tel, "DEVICE"), ", central station channel ", str(r.randrange(1, 17)))
    if r.random() < 0.35:
        d.ln("ABPM: cuff device ", (H.device_sn(r, "abpm"), "DEVICE"), " on non-dominant arm, 30-min cycles overnight")
    if r.random() < 0.25:
        d.ln("Actigraphy watch ", (H.device_sn(r, "actigraph"), "DEVICE"), " worn L wrist for sleep sub-study")
    d.ln()
    night_staff = r.sample(cx.nurses, 2)
    d.ln("Time  | BP      | HR  | RR | SpO2 | Temp | NEWS2 | AVPU | Comment                  | Init")
    d.ln("------+---------+-----+----+------+------+-------+------+--------------------------+-----")
    hrs = [21, 22, 23, 0, 1, 2, 3, 4, 5, 6, 7]
    step = r.choice([1, 2])
    comments = ["settled", "watching TV", "asleep", "asleep, resp even", "awake - toilet", "reading", "asleep",
                "c/o mild headache", "snacks: toast x2 (post 4 h)", "phone call", "asleep", "awake, denies pain", "obs on waking"]
    for i, h in enumerate(hrs[::step]):
        vv = clin.vitals(r)
        bp = "%d/%d" % (vv["sbp"] - (8 if 0 < h < 6 else 0), vv["dbp"])
        asleep = 0 < h < 6 and r.random() < 0.6
        com = "asleep - obs deferred" if asleep and r.random() < 0.3 else r.choice(comments)
        if com == "asleep - obs deferred":
            d.ln("%02d:00 | --      | %-3s | %-2d | --   | --   | --    | S    | %-24s | " % (h, vv["hr"], vv["rr"], com), (r.choice(night_staff).initials(), "DOCTOR"))
        else:
            d.ln("%02d:00 | %-7s | %-3d | %-2d | %-4d | %-4s | %-5d | A    | %-24s | " % (h, bp, vv["hr"] - (6 if asleep else 0), vv["rr"], vv["sp"], vv["t"], r.choice([0, 0, 0, 1]), com), (r.choice(night_staff).initials(), "DOCTOR"))
    d.ln()
    d.ln("Events / nursing notes:")
    ev = r.sample(range(6), r.randrange(2, 4))
    order = [1, 0, 3, 2, 4, 5]
    for k in sorted(ev, key=order.index):
        if k == 0:
            d.ln("- ", cx.time(23, r.choice([10, 25, 40])), " c/o ", r.choice(["headache 3/10", "nausea", "feeling warm", "back ache from bed"]), ". ",
                 r.choice(["Paracetamol 1 g PO", "Ondansetron 4 mg IV", "Paracetamol 500 mg PO x2"]), " given per PRN protocol, authorised by ", cx.sname(cx.subi, "dr_last"),
                 " by phone (bleep ", (cx.subi.ext, "PHONE"), "). AE form started.")
        elif k == 1:
            d.ln("- ", cx.time(r.choice([21, 22]), r.choice([15, 30, 45])), " volunteer phoned ", v.pron()[1], " ", v.nok_rel, " ", (v.nok.first if r.random() < 0.5 else v.nok.full(), "FAMILY"), " on ward phone. Settled after.")
        elif k == 2:
            d.ln("- ", cx.time(2, r.choice([5, 20, 35])), " telemetry alarm: HR 41 bpm while asleep, sinus brady on strip, asymptomatic when woken. Strip saved, reviewed by ", cx.sname(cx.subi, "dr_full"), ".")
        elif k == 3:
            d.ln("- Cannula flushed ", cx.time(0, 0), " and ", cx.time(4, 0), ", patent, VIP score 0.")
        elif k == 4:
            d.ln("- Fluid balance 21:00-07:00: in %d mL (oral), out %d mL (urine, collected for PK 12-24 h interval)." % (r.randrange(400, 1200), r.randrange(300, 1100)))
        else:
            other = H.Person(r)
            d.ln("- Volunteer in bed ", (str(r.randrange(1, 25)), "LOCATION_OTHER"), " (", (other.first_init(), "PATIENT"), ") snoring, earplugs offered to ", cx.vname("first"), ".")
    d.ln("Sleep: ", r.choice(["good", "broken (woke x3)", "fair", "poor - noise from bay"]), ". Fasted from ", cx.time(22, 0), " for Day ", str(dayn + 1), " bloods.")
    d.ln()
    a, b = night_staff
    d.ln("Night nurse: ", cx.sname(a, r.choice(["full_cred", "full"])), r.choice(["   ", "  |  "]), b.role or "HCA", ": ", cx.sname(b, "full"))
    d.ln("Handed over ", cx.time(7, 30), " ", cx.d(night + TD(days=1)), " to ", cx.sname(r.choice(cx.nurses), r.choice(["full", "first_init"])), " (day team). Doctor on call overnight: ", cx.sname(cx.subi, "dr_last"), ".")
    return d


# ---------------------------------------------------------------- AE report
def ae_report(cx):
    if cx.rng.random() < 0.35:
        return ae_table(cx)
    return ae_form(cx)


def ae_table(cx):
    r, v, s, u = cx.rng, cx.vol, cx.study, cx.unit
    d = Doc()
    d.ln(r.choice(["ADVERSE EVENT LOG", "AE Log (source)", "ADVERSE EVENTS - CUMULATIVE LOG"]), " - Protocol ", s.protocol, "   Page 1 of 1")
    d.ln("Site: ", (u.name, "HOSPITAL"), "   PI: ", cx.sname(cx.pi, r.choice(["dr_full", "dr_last"])))
    d.ln("Subject: ", (v.subj_no, "IDNUM"), "   Initials: ", (v.initials(r.choice(["plain", "dash"])), "PATIENT"), "   DOB: ", cx.d(v.dob),
         "   First dose: ", cx.d(cx.d1))
    d.ln("Key: Sev 1=mild 2=moderate 3=severe (CTCAE v5.0); Rel NR/UR/PR/R; Outcome R=resolved, RG=recovering, NR=not resolved")
    d.ln()
    d.ln("| No | AE term             | Onset             | End               | Sev | SAE | Rel | Action | Treatment            | Outcome | Init |")
    staff = r.sample(cx.nurses, 2)
    n = r.randrange(2, 6)
    evs = sorted((r.randrange(0, 5), r.randrange(8, 20), i) for i in range(n))
    terms = r.sample(P.AE_TERMS, n)
    last = cx.d1
    shown = []
    for i, (dd, hh, k) in enumerate(evs):
        term = terms[k][0]
        on = cx.d1 + TD(days=dd)
        gap = r.randrange(0, 3)
        end = on + TD(days=gap)
        last = max(last, end)
        tr = P.AE_TREAT.get(term, "none")
        res = r.random() < 0.85
        shown.append(SHORT_TERM.get(term, term))
        row = ["| %-2d | %-19s | " % (i + 1, shown[-1]), cx.ds.f(on, cx.ds.short), " ", cx.time(hh), " | "]
        if res:
            row += [cx.ds.f(end, cx.ds.short), " ", cx.time(r.randrange(hh + 1, 24) if gap == 0 else r.randrange(7, 23)), " | "]
        else:
            row += ["ongoing           | "]
        row += ["%-3d | N   | %-3s | none   | %-20s | %-7s | " % (r.choice([1, 1, 1, 2]), r.choice(["NR", "UR", "PR", "R"]), tr[:20], "R" if res else "NR"),
                (r.choice(staff).initials(), "DOCTOR"), " |"]
        d.ln(row)
    d.ln()
    if r.random() < 0.6:
        j = r.randrange(n)
        d.ln("Comment: AE ", str(j + 1), " (", shown[j], ") - ", r.choice(["discussed with PI; volunteer reassured.", "to be followed up at FU call.",
              "ECG strip / photo filed in source.", "no action required; volunteer content to continue."]))
    d.ln("All AEs reviewed and causality assessed by: ", cx.sname(cx.pi, r.choice(["dr_full", "full_cred"])), "  ", cx.pi.lic_label, " ", (cx.pi.lic, "LICENSE"), "  Date: ", cx.d(last + TD(days=1)))
    d.ln("Transcribed to EDC: ", (staff[0].user, "USERNAME"), " ", cx.d(last + TD(days=r.randrange(2, 5))))
    return d


def ae_form(cx):
    r, v, s, u, c = cx.rng, cx.vol, cx.study, cx.unit, cx.c
    he, his, him = v.pron()
    d = Doc()
    serious = r.random() < 0.3
    term, soc = clin.ae_term(r)
    while serious and term not in SAE_OK:
        term, soc = clin.ae_term(r)
    onset = cx.d1 + TD(days=r.randrange(0, 6))
    res = onset + TD(days=r.randrange(0, 5))
    ref = r.choice(["AE-%s" % H.digits(r, 4), "%s-AE-%s" % (str(onset.year)[2:], H.digits(r, 4))])
    title = "SERIOUS ADVERSE EVENT REPORT (INITIAL)" if serious else r.choice(["ADVERSE EVENT REPORT FORM", "Adverse Event Record", "AE LOG ENTRY"])
    d.ln(title, "        ", "SAE ref: " if serious else "AE ref: ", (ref, "IDNUM"))
    d.ln("Study: ", s.protocol, " (", s.imp, ")    EudraCT/IND: ", s.eudract, "    Sponsor: ", (s.sponsor, "ORGANIZATION"))
    d.ln("Site: ", (u.name, "HOSPITAL"), "    PI: ", cx.sname(cx.pi, "dr_full"))
    d.ln("=" * 60)
    d.ln("Subject no.: ", (v.subj_no, "IDNUM"), "   Initials: ", (v.initials(r.choice(["plain", "dash"])), "PATIENT"), "   Age: ", (str(v.age), "AGE"), "   Sex: ", v.sex, "   Weight: %.1f kg" % v.weight)
    d.ln("Treatment: blinded (", s.dose_str(), " ", s.imp, " or placebo)   First dose: ", cx.d(cx.d1), " ", cx.time(8, r.choice([0, 4, 10])))
    d.ln()
    d.ln("Event (verbatim): ", term, "    MedDRA SOC: ", soc)
    on_t = cx.time(r.randrange(9, 23))
    d.ln("Onset: ", cx.d(onset), " ", on_t, " (Day ", str((onset - cx.d1).days + 1), ")")
    if r.random() < 0.8:
        d.ln("Resolved: ", cx.d(res), " ", cx.time(r.randrange(8, 20)))
    else:
        d.ln("Resolved: ongoing at time of report")
    sev = r.choice(["Mild (grade 1)", "Moderate (grade 2)", "Mild", "Moderate", "Severe (grade 3)"] if serious else ["Mild (grade 1)", "Mild", "Moderate (grade 2)"])
    d.ln("Severity: ", sev, "    Serious: ", "YES - hospitalisation" if serious else "No")
    act = ["not applicable (single dose)", "none"] if s.dcode in ("SAD", "BA", "FE", "HAP", "TQT") else ["dose not changed", "dose interrupted", "drug withdrawn"]
    d.ln("Causality: ", r.choice(["not related", "unlikely related", "possibly related", "probably related"]), "    Action with IMP: ", r.choice(act))
    d.ln("Outcome: ", r.choice(["recovered/resolved", "recovering", "recovered with sequelae"] if serious else ["recovered/resolved", "recovered/resolved", "recovering"]))
    tr = P.AE_TREAT.get(term)
    d.ln("Treatment given: ", (tr + r.choice(["", " x1", " PRN x2"])) if tr else r.choice(["none", "none required", "nil"]))
    d.ln()
    d.ln("Narrative:")
    nar = [cx.vname(r.choice(["title", "init", "first"])), ", ", age_art(v.age), " ", cx.age_item("yr"), " ", v.sex_word(), " ", (v.prof, "PROFESSION"), ", received ", s.rphrase,
           " at ", cx.time(8, 2), " on ", cx.dw(cx.d1), ". At ", on_t, " on ", cx.ds.s(onset), " ", he, " reported ", term, ". "]
    nar += [clin.vitals_line(r), ". "]
    if serious:
        hosp = r.choice(cx.hosps)
        nar += [he.capitalize(), " was transferred by ambulance to the emergency department at ", (hosp, "HOSPITAL"), " and admitted for observation (hospital no. ", (v.hosp_no, "MRN"), "). "]
        nar += ["Treating team: ", r.choice(["Dr ", "Dr. "]), (H.Person(r).full(), "DOCTOR"), ", ", r.choice(["acute medicine", "cardiology", "gastroenterology"]), ". "]
        if r.random() < 0.6:
            nar += ["A 24 h Holter (", r.choice(P.HOLTER_MODELS), ", SN ", (H.device_sn(r, "holter"), "DEVICE"), ") was fitted. "]
        nar += [his.capitalize(), " ", v.nok_rel, ", ", (v.nok.full(), "FAMILY"), ", was informed at ", his, " request on ", (v.nok_phone, "PHONE"), ". "]
        nar += ["Discharged ", cx.d(res + TD(days=1)), "."]
    else:
        nar += [r.choice(["Symptoms settled with rest and oral fluids.", "Reviewed by the study physician; no neurological signs.", "Resolved spontaneously within 3 hours.", "ECG repeated - unchanged from baseline."]), " ",
                r.choice(["No further doses affected.", "Volunteer remained resident as planned.", "PK sampling continued per schedule."])]
    d.ln(nar)
    d.ln()
    n = cx.nurse()
    d.ln("Reported by: ", cx.sname(n, r.choice(["full_cred", "full"])), ", ", n.role or "Research Nurse", "   ", cx.d(onset))
    d.ln("Assessed by: ", cx.sname(cx.pi, r.choice(["dr_full", "full_cred"])), "   ", cx.pi.lic_label, " ", (cx.pi.lic, "LICENSE"), "   ", cx.d(onset + TD(days=r.choice([0, 1]))))
    if serious or r.random() < 0.4:
        dom = r.choice(["example.com", "example.net"])
        d.ln("Sponsor notified: ", cx.d(onset + TD(days=1)), " ", cx.time(r.randrange(8, 12)), " (within 24 h) by email to ", ("drugsafety@%s" % dom, "EMAIL"),
             r.choice([" and fax ", "; fax confirmation to "]), (H.phone(r, c), "FAX"))
        d.ln("Sponsor medical monitor: ", r.choice(["Dr ", "Dr. "]), (cx.cra.full(), "DOCTOR"), " - ", (H.with_ext(r, H.phone(r, c)), "PHONE"))
    if r.random() < 0.5:
        d.ln("Entered in EDC by ", (n.user, "USERNAME"), " on ", cx.d(onset + TD(days=1)), " from ", (H.priv_ip(r), "IPADDR"))
    return d


# ---------------------------------------------------------------- PK sampling log
def pk_log(cx):
    if cx.rng.random() < 0.6:
        return pk_single(cx)
    return pk_cohort(cx)


def sample_id(r, v, i, fmt, per=1):
    if fmt == 0:
        return "PK-%s-%02d" % (v.subj_no.replace("S", ""), i)
    if fmt == 1:
        return "%s%02d" % (H.digits(r, 7), i)
    return "P%d-%s-%s" % (per, H.digits(r, 4), H.letters(r, 1))


def pk_single(cx):
    r, v, s, u = cx.rng, cx.vol, cx.study, cx.unit
    d = Doc()
    matrix = r.choice(["plasma", "plasma", "serum", "whole blood"])
    d.ln(r.choice(["PHARMACOKINETIC SAMPLING LOG", "PK Blood Sampling Record", "PK SAMPLE COLLECTION SHEET"]), " - ", matrix, " ", s.imp)
    d.ln((u.name, "HOSPITAL"), "   Protocol ", s.protocol, "   Period ", str(s.period), "   Day 1: ", cx.dw(cx.d1))
    d.ln("Subject: ", (v.subj_no, "IDNUM"), "   Initials: ", (v.initials(), "PATIENT"), "   Bed: ", (cx.bed, "LOCATION_OTHER"), "   Dose time (actual): ", cx.time(8, r.choice([0, 1, 3, 6])))
    d.ln("Tube: 4 mL K2EDTA, on ice; centrifuge ", r.choice(P.CENTRIFUGES), " 1500 g, 10 min, 4 C; 2 aliquots, store -80 C within 60 min")
    d.ln("Window: +/- 2 min up to 1 h, +/- 5 min to 12 h, +/- 15 min thereafter")
    d.ln()
    d.ln("TP        | Nominal | Actual | Dev | Sample ID       | Drawn | Spun  | Init | Comment")
    fmt = r.randrange(3)
    staff = r.sample(cx.nurses, 3)
    tps = clin.pk_times(r, s.dcode)
    late = r.randrange(3, len(tps))
    late_dev = 0
    for i, tp in enumerate(tps):
        h = clin.hours_of(tp)
        nom = 8 * 60 + int(h * 60)
        dev = r.choice([0, 0, 0, 1, -1, 2])
        com = ""
        if i == late:
            dev = r.choice([7, 9, 12, -6])
            late_dev = dev
            com = "outside window - PD raised"
        act = nom + dev
        day_hint = "" if nom < 24 * 60 else " (D%d)" % (nom // (24 * 60) + 1)
        sid = sample_id(r, v, i + 1, fmt, s.period)
        by = r.choice(staff).initials()
        d.ln("%-9s | %02d:%02d   | %02d:%02d  | %-3s | " % (tp, (nom // 60) % 24, nom % 60, (act // 60) % 24, act % 60, "%+d" % dev),
             (sid, "IDNUM"), " " * max(1, 16 - len(sid)) + "| Y     | %02d:%02d | " % (((act + 12) // 60) % 24, (act + 12) % 60), (by, "DOCTOR"), " " * max(1, 5 - len(by)) + "| ", com, day_hint)
    d.ln()
    why = ["early - clock error on timing board", "early - operator misread schedule"] if late_dev < 0 else \
        ["late - volunteer in shower", "late - cannula blocked, resited R ACF", "late - second operator unavailable"]
    d.ln("Deviations: ", tps[late], " sample ", r.choice(why),
         ". Deviation ", ("PD-%s" % H.digits(r, 3), "IDNUM"), " raised by ", cx.sname(staff[0], "full"), ".")
    if r.random() < 0.6:
        ship = cx.d1 + TD(days=r.randrange(3, 20))
        d.ln("Shipped on dry ice to ", (s.lab, "ORGANIZATION"), " on ", cx.d(ship), "; manifest checked by ", cx.sname(staff[1], "init"), ".")
    d.ln("Log reviewed: ", cx.sname(cx.subi, r.choice(["dr_full", "full_cred"])), "  ", cx.d(cx.d1 + TD(days=r.choice([1, 2, 3]))))
    if r.random() < 0.4:
        d.ln("Sample labels printed by ", (staff[2].user, "USERNAME"), " at terminal ", (H.priv_ip(r), "IPADDR"), ".")
    return d


def pk_cohort(cx):
    r, s, u = cx.rng, cx.study, cx.unit
    d = Doc()
    vols = cohort(cx, r.randrange(4, 9))
    tp = r.choice(["2 h", "4 h", "6 h", "8 h", "12 h"])
    h = clin.hours_of(tp)
    d.ln("PK SAMPLING SHEET - ", tp, " post-dose - Cohort ", str(s.cohort), " (", s.protocol, ")")
    d.ln((u.name, "HOSPITAL"), " / ", (cx.ward, "HOSPITAL"), "   Date: ", cx.d(cx.d1))
    d.ln("Staggered dosing every ", r.choice(["5", "10"]), " min from 08:00. Operator must initial each draw.")
    d.ln()
    d.ln("Bed | Subject | Initials | Dose time | Due   | Drawn | Sample ID        | By  | Notes")
    staff = r.sample(cx.nurses, 2)
    gap = r.choice([5, 10])
    sfmt = r.randrange(3)
    istyle = r.choice(["plain", "dash"])
    for i, v in enumerate(vols):
        dose = 8 * 60 + i * gap
        due = dose + int(h * 60)
        dev = r.choice([0, 0, 1, -1, 2, 0])
        note = r.choice(["", "", "", "", "haemolysed - redrawn +4 min", "vein difficult, 2nd attempt", "volunteer asleep, woken"])
        ini = v.initials(istyle)
        sid = sample_id(r, v, i + 10, sfmt, s.period)
        by = r.choice(staff).initials()
        d.ln((v.bed, "LOCATION_OTHER"), " " * (4 - len(v.bed)) + "| ", (v.subj_seq, "IDNUM"), " " * (8 - len(v.subj_seq)) + "| ", (ini, "PATIENT"),
             " " * (9 - len(ini)) + "| %02d:%02d     | %02d:%02d | %02d:%02d | " % (dose // 60, dose % 60, (due // 60) % 24, due % 60, ((due + dev) // 60) % 24, (due + dev) % 60),
             (sid, "IDNUM"), " " * max(1, 17 - len(sid)) + "| ", (by, "DOCTOR"), " " * max(1, 4 - len(by)) + "| ", note)
    d.ln()
    d.ln("Samples to lab fridge ", cx.time(r.randrange(9, 21)), "; handed to lab technician ", (cx.admin.full(), "DOCTOR"), ".")
    d.ln("Completed by: ", cx.sname(staff[0], r.choice(["full_cred", "full"])), "    Checked: ", cx.sname(staff[1], "init"), "    ", cx.d(cx.d1))
    return d
