"""Genres: palliative care consult, syringe driver (CSCI) chart."""
import datetime

import pools_clin as PC
import pools_places as PP


def _pron(p):
    return ("he", "his", "him") if p.sex == "M" else ("she", "her", "her")


def consult(c, d):
    if c.p(0.35):
        return _review(c, d)
    pt = c.patient(35, 98)
    he, his, him = _pron(pt)
    dx = c.dx(pt)
    ref = c.staff("cons", fresh=True)
    me = c.staff(c.ch(["reg", "cns", "cons"]), fresh=True)
    a = c.address()
    seen = c.base
    lower_hdr = c.p(0.3)
    d.t("Specialist Palliative Care - " + c.ch(["Consultation", "Inpatient consult", "New referral assessment"]) + "\n")
    d.seg([(c.hosp, "HOSPITAL")]).t("  |  ph ").p(c.phone("land"), "PHONE").t("  |  fax ").p(c.fax(), "FAX").t("\n\n")
    if lower_hdr:
        d.t("Pt: ").seg(c.pt(pt, "fl")).t(", ").p(pt.mrn, "MRN").t(", ").seg(c.dt(pt.dob)).t("\n")
    else:
        d.t("Patient: ").seg(c.pt(pt, c.ch(["LFU", "LF"]))).t("   " + c.ch(["UR", "MRN", "Hosp no."]) + ": ").p(pt.mrn, "MRN")
        d.t("   DOB: ").seg(c.dt(pt.dob)).t("\n")
    d.t("Location: ").p(c.ward, "HOSPITAL").t(c.ch([", bed ", " rm ", " - bed "])).p(c.bed(), "LOCATION_OTHER").t("\n")
    d.t("Referred by: ").seg(c.doc(ref, c.ch(["dr_l", "dr_fl"]))).t(" (" + c.ch(["Med Onc", "Haematology", "Gen Med", "Rad Onc"]) + ") on ")
    d.seg(c.dt(c.day(-3, -1))).t("   Seen: ").seg(c.dt(seen)).t(" " + c.time() + "\n\n")
    d.t("Reason for referral: " + c.ch(["complex pain", "goals of care discussion", "symptom control - " + c.ch(PC.SYMPTOMS),
                                        "terminal care planning", "delirium and distress", "family support, ?hospice"]) + "\n\n")
    d.t("History: ")
    d.seg(c.pt(pt, "tl")).t(" is a" + ("n " if str(pt.age)[0] == "8" or pt.age in (11, 18) else " ")).seg(c.age(pt.age, pt.sex, "yearold"))
    retired = c.p(0.6)
    d.t(" " + ("retired " if retired else "")).p(c.profession(), "PROFESSION").t(" with " + dx[1] + ", diagnosed ")
    d.seg(c.dt(c.base - datetime.timedelta(days=c.ri(60, 1500)), c.ch(["month_y", "mon_y", "y"])))
    d.t(". Treated with " + " then ".join(dx[2]) + "; " + c.ch(["progressive disease on restaging CT", "now off treatment",
                                                            "treatment held for PS", "declined further chemotherapy"]))
    d.t(" (CT ").seg(c.dt(c.day(-20, -4), c.ch(["d_mon", "dm", None]))).t("). ")
    d.t(c.ch(["Admitted with ", "Presented via ED with ", "Day 4 of admission for "]) + c.ch(PC.SYMPTOMS) + " and " + c.ch(PC.SYMPTOMS) + ". ")
    d.t(c.eponym(dx) + " noted.\n\n")
    d.t("Social: ")
    kids = [c.family(pt, ["son", "daughter", "niece", "nephew", "friend", "neighbour", "stepson",
                          "stepdaughter", "brother", "sister", "grandson", "granddaughter"])
            for _ in range(c.ri(1, 3))]
    spouse = c.person(sex="F" if pt.sex == "M" else "M")
    spouse.last = pt.last
    if c.p(0.7):
        d.t("Lives with " + his + " " + ("wife" if pt.sex == "M" else "husband") + " ").seg(c.fam(spouse, c.ch(["f", "fl"])))
        if c.p(0.5):
            d.t(" (").seg(c.age(c.ri(max(40, pt.age - 10), pt.age + 5), None, "bare")).t(")")
        d.t(" at ")
    else:
        d.t("Lives alone at ")
    if c.p(0.5):
        d.seg(c.addr_segs(a)).t(". ")
    else:
        d.t(c.ch(["home in ", "a unit in ", "a farm near "])).p(a["town"], "CITY").t(". ")
    for k in kids:
        d.t(k.extra["rel"].capitalize() + " ").seg(c.fam(k, c.ch(["f", "fl"])))
        w = c.ri(0, 4)
        if w == 0 and k.extra["rel"] in ("friend", "neighbour"):
            w = 3
        if w == 0:
            d.t(" lives in ").p(c.country(), "COUNTRY").t(", flying in ").seg(c.dt(c.day(1, 4), c.ch(["wd", "wd_short", "d_mon"])))
        elif w == 1:
            d.t(" (").p(c.profession(), "PROFESSION").t(") is main carer, mob ").p(c.phone("mob"), "PHONE")
        elif w == 2:
            d.t(" is NOK, ").p(c.phone(), "PHONE")
        elif w == 3:
            d.t(" visits daily")
        else:
            d.t(", e-mail ").p(c.email(k), "EMAIL")
        d.t(". ")
    if c.p(0.35):
        d.t(c.ch(["Active in ", "Supported by ", "Member of "])).p(c.ch(PP.CHURCHES[c.c] + PP.CLUBS), "ORGANIZATION").t(". ")
    if c.p(0.25):
        d.t("Born in ").p(c.country(), "COUNTRY").t(", " + c.ch(["interpreter declined", "prefers interpreter", "English second language"]) + ". ")
    d.t("\n\nSymptoms (IPOS): pain %d, SOB %d, nausea %d, anxiety %d, drowsiness %d.\n" % tuple(c.ri(0, 4) for _ in range(5)))
    d.t("Meds: " + c.ch(["oxycodone CR 20 mg BD, oxycodone IR 5 mg PRN (x4/24h)", "hydromorphone 2 mg PO 4-hrly PRN",
                         "fentanyl patch 25 mcg/h, morphine 5 mg PO PRN", "tapentadol SR 100 mg BD"]) + "; " +
        c.ch(["dexamethasone 8 mg mane", "pregabalin 75 mg BD", "macrogol 1 sachet BD", "metoclopramide 10 mg TDS"]) + "\n")
    d.t("Exam: " + c.ch(["cachectic, jaundiced", "drowsy but rousable", "RR 26, using accessory muscles",
                         "tender hepatomegaly", "bilateral leg oedema, sacral pressure area G2"]) + ". " + c.ch(PC.SCORES) + ", " + c.ch(PC.SCORES) + ".\n\n")
    d.t("Assessment: " + c.ch(["likely last weeks of life", "prognosis short weeks", "days to short weeks",
                               "deteriorating, reversible causes excluded"]) + ". " + c.ch(["Opioid toxicity likely (eGFR 24).",
                                                                                             "Neuropathic component.", "Terminal delirium."]) + "\n")
    d.t("Plan:\n")
    steps = ["rotate to " + c.ch(["hydromorphone", "fentanyl CSCI", "methadone (d/w cons)"]), "commence CSCI via T34 - see chart",
             "anticipatory meds charted", "ACP/goals of care: " + c.ch(["not for CPR/MET, ward-based care", "for symptom-focused care"]),
             "refer to hospice - family prefer ", "SW referral re carer payment", "daily review by team"]
    for i, s in enumerate(c.r.sample(steps, c.ri(3, 6))):
        d.t("  %d. %s" % (i + 1, s))
        if s.endswith("prefer "):
            d.p(c.hospice(), "HOSPITAL")
        d.nl()
    d.t("\nDiscussed with patient and ")
    d.t(kids[0].extra["rel"] + " ").seg(c.fam(kids[0], "f")).t(c.ch([" who agree with the plan.", " - questions answered.",
                                                                     " at bedside; family meeting booked "]))
    if d.buf[-1].endswith("booked "):
        d.seg(c.dt(c.day(1, 3), c.ch(["wd", "wd_short", "wd_dm"]))).t(" 14:00.")
    d.t("\n\n")
    d.seg(c.doc(me, c.ch(["fl_cred", "dr_fl", "fl"]))).t("\n" + {"reg": "Palliative Medicine Registrar", "cns": "Palliative Care CNS",
                                                              "cons": "Consultant, Palliative Medicine"}[me.extra["role"]])
    d.t("\npager ").p(c.phone("pager"), "PHONE").t(c.ch(["  |  ", "\n"])).p(c.email(me), "EMAIL").t("\n")
    if c.p(0.6):
        gp = c.staff("gp", fresh=True)
        d.t("cc: GP ").seg(c.doc(gp, c.ch(["dr_l", "dr_fl"]))).t(", ").p(c.gp_practice(), "HOSPITAL").t(" (fax ").p(c.fax(), "FAX").t(")\n")


def sd_chart(c, d):
    pt = c.patient(30, 99)
    site = c.ch([c.hosp, c.hospice(), c.hospice()])
    dr = c.staff("cons", fresh=True)
    rn1, rn2 = c.staff("rn", fresh=True), c.staff("rn", fresh=True)
    d.t(c.ch(["CONTINUOUS SUBCUTANEOUS INFUSION (CSCI) CHART", "Syringe driver prescription & monitoring record",
              "SYRINGE PUMP (T34) 24-HOUR CHART"]) + "\n")
    d.seg([(site, "HOSPITAL")]).t("\n\n")
    d.t("Patient label: ").seg(c.pt(pt, c.ch(["LFU", "LF"]))).t("  DOB ").seg(c.dt(pt.dob)).t("  ")
    d.t(c.ch(["UR ", "MRN ", "Hosp no "])).p(pt.mrn, "MRN")
    if pt.nid and c.p(0.6):
        d.t("  " + ("NHI " if c.c == "NZ" else "NHS ")).p(pt.nid, "MRN")
    d.t("\nWard/Room: ").p(c.ch(PP.WARDS[c.c]), "HOSPITAL")
    d.t(" / ").p(str(c.ri(1, 20)), "LOCATION_OTHER")
    d.t("   Weight %d kg   Allergies: %s\n" % (c.ri(38, 96), c.ch(["NKDA", "morphine (itch)", "codeine", "nil known"])))
    d.t("Device: " + c.ch(["NIKI T34", "BD BodyGuard T", "CME T34"]) + "  serial ").p(c.device("sd"), "DEVICE")
    if c.p(0.5):
        d.t("  asset ").p(c.device("asset"), "DEVICE")
    d.t("  lock box: yes   battery 9V changed\n\n")
    lab, lic = c.license(c.ch(["reg", "presc"]))
    d.t("Prescribed ").seg(c.dt(c.day(-2, 0))).t(" by ").seg(c.doc(dr, c.ch(["dr_l", "dr_fl"]))).t(" (" + lab + " ").p(lic, "LICENSE").t(")\n")
    d.t("Drugs in 24 h:\n")
    for drug, doses, unit in c.r.sample(PC.SD_DRUGS, c.ri(1, 3)):
        dose = c.ch(doses)
        d.t("  - %s %s %s\n" % (drug, ("%g" % dose), unit))
    vol = c.ch([17, 18, 20, 22])
    d.t("  Diluent: " + c.ch(["water for injection", "sodium chloride 0.9%"]) + " to %d mL  rate %.2f mL/h\n" % (vol, vol / 24.0))
    d.t("Indication: " + ", ".join(c.r.sample(PC.SYMPTOMS, 2)) + ";  " + c.ch(PC.PALL_SCORES) + "\n\n")
    d.t("Set-up: ").seg(c.dt(c.base)).t(" " + c.time() + " by ").seg(c.doc(rn1, c.ch(["fl_cred", "fli"])))
    d.t(" & witness ").seg(c.doc(rn2, c.ch(["fl_cred", "fli"]))).t("; site " + c.ch(["L upper chest", "R upper arm", "abdomen LUQ", "R scapula"]))
    d.t(" (" + c.ch(["Saf-T-Intima", "BD Nexiva", "butterfly 25G"]) + ")\n")
    if c.p(0.7):
        d.t("CD cabinet access: ").p(c.bioid(), "BIOID").t(" / witness ").p(c.bioid(), "BIOID").t(", CD register p.%d\n" % c.ri(10, 200))
    d.t("\nMonitoring (4-hourly)\n")
    sep = c.ch([" | ", "  ", "\t"])
    d.t(sep.join(["Date", "Time", "Vol left mL", "Rate", "Site", "Light", "Batt %", "Init"]) + "\n")
    day = c.base
    h = c.ri(8, 11)
    left = float(vol)
    for i in range(c.ri(4, 9)):
        h += 4
        if h >= 24:
            h -= 24
            day = day + datetime.timedelta(days=1)
        left = left - 4 * vol / 24.0 + c.r.uniform(-0.2, 0.2)
        if left < 0.4:
            left = float(vol)
        d.seg(c.dt(day, c.ch(["dm", "dm", "d_m"]))).t(sep + "%02d:00" % h + sep + "%.1f" % left + sep + "%.2f" % (vol / 24.0) + sep)
        d.t(c.ch(["nil redness", "ok", "ok", "pink - resite", "dry"]) + sep + c.ch(["green", "green", "amber"]) + sep + str(c.ri(20, 100)) + sep)
        d.seg(c.doc(c.ch([rn1, rn2, c.staff("rn")]), "init")).t("\n")
    d.nl()
    if c.p(0.5):
        d.t("Comments: " + c.ch(["breakthrough x2 overnight - see PRN chart", "settled, family at bedside",
                                 "occlusion alarm 03:10 - line kinked, resolved", "syringe changed early due to precipitate"]))
        if c.p(0.5):
            fam = c.family(pt)
            d.t("; " + fam.extra["rel"] + " ").seg(c.fam(fam, "f")).t(" asked to be called overnight on ").p(c.phone("mob"), "PHONE")
        d.nl()
    if c.p(0.35):
        d.t("Community: continue at home - ").p(c.ch(PP.PHARMACIES[c.c]), "HOSPITAL").t(" holds stock; district nurse ")
        d.seg(c.doc(c.staff("rn"), "fl")).t(" ").p(c.phone("mob"), "PHONE").t("\n")
    if c.p(0.3):
        d.t("Chart template: ").p(c.url("info"), "URL").t("\n")
    d.t("Discarded: " + c.ch(["0.4 mL", "nil", "2 mL"]) + " witnessed ").seg(c.doc(rn2, "init")).t("\n")


def _review(c, d):
    """Terse follow-up review by the palliative care team (shorthand progress-note style)."""
    pt = c.patient(35, 98)
    dx = c.dx(pt)
    me = c.staff(c.ch(["reg", "cns"]), fresh=True)
    d.t(c.ch(["PCT r/v", "Pall care F/U", "SPCT review", "Palliative care progress note"]) + " - ")
    d.seg(c.dt(c.base, c.ch([None, "wd_dm", "wd_short"]))).t(" " + c.time() + "\n")
    d.seg(c.pt(pt, c.ch(["LF", "fl", "LFU"]))).t(" ").seg(c.age(pt.age, pt.sex, c.ch(["sexcat", "yo"]))).t(" ")
    d.t(c.ch(["UR ", "MRN ", ""])).p(pt.mrn, "MRN").t(" | ").p(c.ward, "HOSPITAL").t(" ").p(c.bed(), "LOCATION_OTHER").t("\n")
    d.t("Bg: " + dx[1] + "; " + c.ch(["off Rx", "BSC", "last SACT " + c.ch(dx[2])]) + "\n")
    d.t("S: " + c.ch(["pain better 3/10 -> 1/10", "settled o/n, 2x PRN", "more drowsy", "nausea persisting",
                      "agitated 0200 - midaz 2.5 x2", "c/o dry mouth"]) + ". ")
    d.t(c.ch(["Seen with ", "Spoke to ", "Family present: "]))
    fam = c.family(pt)
    d.t(fam.extra["rel"] + " ").seg(c.fam(fam, c.ch(["f", "fl"])))
    if c.p(0.4):
        d.t(" (").p(c.phone("mob"), "PHONE").t(")")
    d.t(".\nO: " + c.ch(["RR 22, sats 91% 2L", "obs not done (comfort)", "GCS 13", "mottled peripheries"]) + "; ")
    d.t(", ".join(c.r.sample(PC.PALL_SCORES, 2)) + "; " + c.eponym(dx) + "\n")
    d.t("A: " + c.ch(["improving", "deteriorating - likely days", "stable", "phase change -> terminal"]) + "\n")
    d.t("P:\n")
    for s in c.r.sample(["incr CSCI " + c.ch(["morphine 20->30 mg", "midaz 10->15 mg"]), "cease non-essential meds",
                          "d/w ward cons " + "re goals", "hospice referral sent", "family mtg ", "r/v tomorrow",
                          "update GP"], c.ri(2, 4)):
        d.t("- " + s)
        if s == "family mtg ":
            d.seg(c.dt(c.day(1, 3), c.ch(["wd", "wd_short", "d_m"]))).t(" 11:00")
        elif s == "d/w ward cons re goals":
            pass
        elif s == "hospice referral sent":
            d.t(" to ").p(c.hospice(), "HOSPITAL")
        elif s == "update GP":
            d.t(" - ").seg(c.doc(c.staff("gp", fresh=True), "dr_l")).t(" ").p(c.phone("land"), "PHONE")
        d.nl()
    d.seg(c.doc(me, c.ch(["fl_cred", "fli", "il"]))).t(" ").p(c.phone("pager"), "PHONE").t("\n")
