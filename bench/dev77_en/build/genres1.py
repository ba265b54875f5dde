"""Genres: admission H&P, progress note, discharge summary, ED note, consult note."""
import pools
from common import P, fmt_date, num_words, us_phone, with_ext, cap
from ctx import D
from blocks import (section, header_kv, header_banner, address_block, insurance_line, nok_line, sign_block, registration,
                    cc_block, scen, two_col, pad)


# ====================================================================== admission H&P
def hp(c):
    cc, dx, pmh = scen(c)
    r = c.r
    layout = c.c(["headed-sections", "kv-header", "narrative"])
    sty = {"headed-sections": c.c(["caps", "rule"]), "kv-header": "plain", "narrative": "inline"}[layout]
    parts = []
    if layout == "kv-header":
        parts.append(c.hospital() + " - ADMISSION HISTORY AND PHYSICAL")
        parts.append(header_kv(c, [("Admit date: " + c.d(c.admit, "mdy"), "Unit: " + P("HOSPITAL", c.unit)),
                                   ("Attending: " + c.doc(c.attending, "last_first_cred"), c.room_bed()),
                                   ("PCP: " + c.doc(c.pcp, c.c(["dr_full", "full_cred"])), "")]))
    elif layout == "headed-sections":
        parts.append("ADMISSION H&P\n" + header_banner(c))
        parts.append("Date of admission: " + c.d(c.admit) + "   Time: " + c.time())
    else:
        parts.append("History and Physical - " + c.hospital() + ", " + P("HOSPITAL", c.unit) + " " + c.room_bed())
    if c.chance(0.7 if layout == "kv-header" else 0.3):
        parts.append(registration(c))
    src = c.c(["patient", "patient and " + c.fam("spouse" if c.spouse else "friend", "rel_first"),
               "chart review and " + c.fam(None, c.c(["rel_first", "rel_full", "name_rel"])), "EMS report and the patient"])
    parts.append(section("Source", src, "inline"))
    parts.append(section("Chief complaint", cc.capitalize(), sty if sty != "plain" else "inline"))
    onset = r.randint(1, 6)
    hpi = (c.ptn(c.c(["full", "title_last", "full_mi"])) + " is " + c.a_age_sex() + " with " + ", ".join(pmh) + " who presents with " + cc +
           " since " + c.rel(-onset, c.c(["wd_md", "md", "weekday", "long_wd", "mdy"])) + ". ")
    hpi += cap(c.he) + " was in " + c.his + " usual state of health until " + c.c(["the morning of ", "the evening of ", ""]) + \
        c.rel(-onset - r.randint(0, 2), c.c(["weekday", "mon_day", "wd_md"])) + ", when " + c.he + " noted worsening symptoms. "
    if c.spouse or c.child:
        hpi += cap(c.fam(None, c.c(["rel_first", "rel_title", "rel_full"]))) + " " + c.c(["called 911", "drove " + c.him + " in",
                                                                                                  "brought " + c.him + " to " + c.hospital(1, True) + " ED"]) + ". "
    if c.chance(0.5):
        hpi += "Of note, " + c.he + " was admitted to " + c.hospital(2) + " in " + c.past_month_year(90, 900) + " for " + c.c(["pneumonia", "a CHF exacerbation", "a GI bleed", "cellulitis"]) + ". "
    if c.chance(0.4):
        hpi += "Recently completed " + c.c(["amoxicillin", "prednisone", "doxycycline"]) + " " + c.drange(-r.randint(12, 20), -r.randint(6, 11)) + ". "
    if c.chance(0.4):
        hpi += "Symptoms began shortly after " + c.holiday() + c.c([" dinner", " travel", ""]) + ". "
    hpi += "Denies " + c.c(["fevers, chills", "chest pain", "hematochezia", "focal weakness"]) + ". " + c.c(["In the ED ", "On arrival "]) + \
        "vitals were notable for " + c.vitals("prose").lower()
    parts.append(section("HPI", hpi, sty if sty != "inline" else "plain"))
    pmhx = ["- " + x for x in pmh]
    pmhx.append("- " + c.eponym_dx() + ", diagnosed " + c.past_year(2, 25))
    pmhx.append("- " + c.c(["CABG", "appendectomy", "R TKA", "cholecystectomy", "TURP" if c.sex == "M" else "hysterectomy"]) + " " + c.life_year(20))
    parts.append(section("Past medical / surgical history", "\n".join(pmhx), sty if sty != "inline" else "plain"))
    parts.append(section("Home medications", c.med_lines(r.randint(4, 8), "dash"), sty if sty != "inline" else "plain"))
    parts.append(section("Allergies", c.c(["NKDA", "penicillin (hives)", "sulfa - rash", "codeine (nausea)"]), "inline"))
    parts.append(section("Social history", c.social(), sty if sty != "inline" else "plain"))
    parts.append(section("Family history", c.family_hx(), sty if sty != "inline" else "plain"))
    parts.append(section("Physical exam", "Vitals: " + c.vitals(c.c(["inline", "pipe"])) + "\n" + "\n".join(c.exam_lines()),
                         sty if sty != "inline" else "plain"))
    parts.append(section("Labs", c.lab_panel(), sty if sty != "inline" else "plain"))
    ap = ["# " + dx + ": " + c.c(["start ceftriaxone and azithromycin", "trend troponin, heparin gtt, cardiology consult",
                                 "ortho consult, pain control, hold anticoagulation", "IV fluids, repeat labs q6h",
                                 "diuresis with IV furosemide, strict I/O, daily weights"]) + ". " + c.nameword(),
          "# " + pmh[0] + ": continue home regimen; " + c.score() + ".",
          "# " + pmh[1] + ": " + c.c(["continue home meds", "hold for now", "monitor"]) + ". " + c.role_neg().capitalize() + " aware.",
          "# PPx: " + c.c(["heparin subcut", "enoxaparin", "SCDs"]) + "; " + c.eponym_dev() + c.c([" placed", " not indicated", " removed"]) + ".",
          "# Code status: " + c.c(["Full code", "DNR/DNI", "DNR, OK to intubate"]) + ", confirmed with " + c.ptn(c.c(["first", "title_last"])) +
          c.c([" and " + c.fam(None, c.c(["rel_first", "rel_only"])), ""]) + ".",
          "# HCP: " + P("FAMILY", c.nok.full) + " (" + c.nok_rel + "), " + P("PHONE", c.nok_phone) + "."]
    parts.append(section("Assessment and plan", "\n".join(ap), sty if sty != "inline" else "plain"))
    if c.chance(0.35):
        parts.append(insurance_line(c))
    parts.append(sign_block(c))
    if c.chance(0.3):
        parts.append("Plan reviewed with " + c.role_neg() + " and " + c.role_neg() + ".")
    if c.chance(0.4):
        parts.append(cc_block(c))
    return "\n\n".join(parts), layout


def hp_terse(c):
    cc, dx, pmh = scen(c)
    r = c.r
    L = []
    L.append("h&p " + c.d(c.admit, c.c(["md", "mdy2", "wd_md"])) + " " + c.time() + " / " + c.hospital(1, True) + " / " + P("HOSPITAL", c.unit) + " rm " + P("LOCATION_OTHER", c.room))
    L.append("pt: " + c.ptn(c.c(["LAST_FIRST", "Last_First", "full"])) + "  mrn " + P("MRN", c.mrn) + "  dob " + c.dob_str(c.c(["mdy2", "mdy_np", "iso"])))
    L.append("cc: " + cc)
    L.append("hpi: " + c.age_sex(c.c(["yo_nospace", "num_F", "num_sp_F", "yslash"])) + " w/ " + ", ".join(pmh) + " p/w " + cc + " x" + str(r.randint(2, 6)) + "d. " +
             c.c(["found by ", "brought in by ", "per "]) + c.fam(None, c.c(["rel_first", "rel_only", "rel_first"])) + ". " +
             c.c(["no f/c.", "+n/v, no cp.", "no sick contacts.", "no recent travel."]) + " last admit " + c.hospital(2, True) + " " + c.past_month_year(60, 800) + ".")
    L.append("pmh: " + ", ".join(pmh) + ", " + c.eponym_dx().lower() + " (dx " + c.past_year(1, 20) + ")")
    L.append("meds: " + "; ".join(x.lstrip("- ") for x in c.med_lines(r.randint(3, 6), "plain").split("\n")))
    L.append("all: " + c.c(["nkda", "pcn", "sulfa", "latex"]))
    sh = ("sh: " + c.c(["retired ", "works as ", "ex-"]) + P("PROFESSION", c.profession) + c.c([" @ " + P("ORGANIZATION", c.employer), ""]) + ", " +
          c.c(["lives w/ " + c.fam("spouse", "rel_first") if c.spouse else "lives alone", "lives alone in " + P("CITY", c.city)]) +
          c.c([", from " + P("COUNTRY", c.birth_country), ""] if c.birth_country else [""]) + ", " + c.c(["nonsmoker", "30 pk-yr, quit", "etoh socially"]))
    L.append(sh)
    L.append("fh: " + c.family_hx())
    L.append("vs: " + c.vitals("inline"))
    L.append("exam: " + "; ".join(x.split(": ", 1)[1] for x in r.sample(c.exam_lines(), 4)))
    L.append("labs " + c.lab_panel(style="inline", accession=False).split("\n", 1)[1].replace("\n", "; "))
    L.append("a/p:")
    L.append("1. " + dx + " - " + c.c(["abx, cx pending", "trend trop, hep gtt", "npo, surg c/s", "ivf, q6h bmp", "lasix iv, i/o"]))
    L.append("2. " + pmh[0] + " - cont home meds. " + c.score())
    L.append("3. dvt ppx " + c.c(["lovenox", "hep sq", "scds"]) + ". " + c.nameword())
    L.append("code: " + c.c(["full", "dnr/dni"]) + " (d/w pt + " + c.fam(None, c.c(["rel_first", "rel_only"])) + "). hcp " + P("FAMILY", c.nok.first) + " " + P("PHONE", c.nok_phone))
    L.append("-- " + c.doc(c.resident, c.c(["full", "initials", "first_init"])) + " " + c.c(["pgy2", "intern", "np"]) + " / d/w " + c.doc(c.attending, "dr_last"))
    return "\n".join(L), "terse-lowercase"


# ====================================================================== progress note
def progress(c):
    cc, dx, pmh = scen(c)
    r = c.r
    hd = r.randint(2, 9)
    day = c.base + D(days=hd - 1)
    layout = c.c(["soap", "problem-based", "kv-header"])
    parts = []
    if layout == "kv-header":
        parts.append(two_col([("PROGRESS NOTE", c.d(day, "long_wd")),
                              ("Patient: " + c.ptname_header(), "MRN: " + P("MRN", c.mrn)),
                              ("Location: " + P("HOSPITAL", c.unit) + " " + c.room_bed(), "Hospital day " + str(hd)),
                              ("Author: " + c.doc(c.resident, "full_cred", "MD"), "Attending: " + c.doc(c.attending, "dr_last"))], 44))
    else:
        parts.append(c.c(["Hospitalist Progress Note", "Daily Progress Note", "Medicine Progress Note - HD#" + str(hd)]) + "\n" +
                     c.ptn(c.c(["LAST_FIRST", "full", "Last_First"])) + "  " + P("MRN", c.mrn) + "  " + c.d(day, c.c(["mdy", "wd_md", "long_wd", "iso"])))
    subj = (c.c(["Overnight: ", "Events: "]) + c.c(["no acute events.", "febrile to 38.6 at " + c.time() + ", cultures sent.",
                                                   "rapid response called for hypotension, resolved with 1 L LR.",
                                                   "pulled out PIV; replaced by " + c.staff_ref("nurse") + "."]) + " " +
            c.ptn(c.c(["title_last", "first", "title_last"])) + " reports " + c.c(["feeling better", "ongoing fatigue", "less dyspnea", "poor sleep"]) +
            ". " + cap(c.fam(None, c.c(["rel_first", "rel_title", "rel_only"]))) + " " + c.c(["visited", "at bedside this morning", "called for an update"]) + ". " +
            c.nameword() + " Seen with " + c.role_neg() + ".")
    obj = ("Vitals (24h):\n" + c.vitals("table") + "\nI/O: %d in / %d out\n" % (r.randint(800, 2900), r.randint(400, 3600)) +
           "\n".join(c.exam_lines()[:5]) + "\n\nLabs:\n" + c.lab_panel(style=c.c(["table", "fishbone", "table"]), day=day))
    if c.chance(0.4):
        obj += "\nMicro: blood cx " + c.rel(0, c.c(["md", "mdy"])) + " " + c.c(["NGTD", "GPC in clusters 1/2 bottles", "no growth x48h"]) + \
               "; urine cx " + c.c(["E. coli >100K, pan-S", "mixed flora", "pending"]) + "."
    if layout == "problem-based":
        parts.append("S: " + subj)
        parts.append("O:\n" + obj)
        ap = ["1. " + dx + ", " + c.c(["improving", "stable", "slow to improve"]) + ". " + c.c(["Day %d of ceftriaxone." % r.randint(2, 5),
              "Transition to PO " + c.c(["cefpodoxime", "amoxicillin", "torsemide"]) + " tomorrow.", "Repeat echo ordered."]),
              "2. " + pmh[0] + ": " + c.c(["continue home meds", "titrate", "hold"]) + ". " + c.score() + ".",
              "3. " + pmh[1] + ": " + c.c(["stable", "monitor", "f/u outpatient with " + c.doc(c.pcp, "dr_last")]) + ".",
              "4. Dispo: " + c.c(["home with " + P("ORGANIZATION", c.agency) + " when cleared by PT", "SNF, " + P("HOSPITAL", c.carehome) + " has a bed " + c.rel(hd - 1 + r.randint(1, 3), c.c(["weekday", "md", "wd_md"])),
                                  "anticipate discharge " + c.rel(hd - 1 + r.randint(1, 4), c.c(["weekday", "wd_md", "mon_day"]))]) + "; " + c.role_neg() + " following."]
        parts.append("A/P:\n" + "\n".join(ap))
    else:
        parts.append(section("Subjective", subj, "caps"))
        parts.append(section("Objective", obj, "caps"))
        parts.append(section("Assessment", c.ptn(c.c(["title_last", "full"])) + " is " + c.a_age_sex("year_old") + " admitted " +
                             c.d(c.admit, c.c(["md", "mdy", "mon_day"])) + " with " + dx + ", hospital day " + str(hd) + ".", "caps"))
        plan = ["- " + c.c(["Continue IV antibiotics", "Continue diuresis, goal net -1 L", "Advance diet as tolerated", "Hold apixaban for procedure " + c.d(day + D(days=1), "wd_md")]),
                "- " + c.c(["Replete K and Mg", "Check AM BMP", "Wean O2 to RA", "PT/OT evals"]),
                "- Discussed with " + c.c([c.fam(None, "rel_first"), c.staff_ref(c.c(["sw", "cm", "pharm"])), c.doc(c.consultant, "dr_last") + " (" + c.c(["cardiology", "nephrology", "GI", "ID"]) + ")"]),
                "- " + c.nameword()]
        parts.append(section("Plan", "\n".join(plan), "caps"))
    sig = sign_block(c, c.resident if c.chance(0.5) else c.attending, c.c(["esign", "simple", "esign_ids"]), day)
    if c.chance(0.5):
        sig += "\nSeen and examined with " + c.doc(c.attending, c.c(["dr_full", "dr_last"])) + "; agree with plan as above."
    parts.append(sig)
    return "\n\n".join(parts), layout


def progress_terse(c):
    cc, dx, pmh = scen(c)
    r = c.r
    hd = r.randint(2, 8)
    day = c.base + D(days=hd - 1)
    L = ["pn " + c.d(day, c.c(["md", "wd_md", "mdy2"])) + " hd" + str(hd) + "  " + c.ptn(c.c(["Last_First", "initials", "LAST_FIRST"])) + " " + P("MRN", c.mrn) + " " +
         P("HOSPITAL", c.unit) + "/" + P("LOCATION_OTHER", c.room)]
    L.append("s: " + c.c(["nae o/n", "c/o ha o/n", "slept poorly", "tmax 38.4"]) + ". " + c.c(["pt", "pt " + c.ptn("first")]) + " " + c.c(["feels better", "tired", "wants to go home"]) + ". " +
             c.fam(None, c.c(["rel_first", "rel_only"])) + " " + c.c(["at bs", "called", "visited " + c.rel(hd - 2, "weekday")]) + ".")
    L.append("o: " + c.vitals("pipe"))
    L.append("   " + c.lab_panel(style="inline", day=day, accession=False).replace("\n", "; "))
    L.append("   exam: " + "; ".join(x.split(": ", 1)[1] for x in r.sample(c.exam_lines(), 3)))
    L.append("a/p " + c.age_sex(c.c(["num_F", "yo_nospace", "num_sp_F"])) + " hd" + str(hd) + " " + dx)
    L.append("- " + c.c(["cont abx", "cont lasix", "adv diet", "f/u cx"]) + ", " + c.c(["rpt bmp am", "repl k", "wean o2"]) + ". " + c.nameword())
    L.append("- " + pmh[0] + ": " + c.c(["home meds", "stable"]) + ". " + c.score())
    L.append("- dispo: " + c.c(["home w/ vna " + P("ORGANIZATION", c.agency), "snf - " + P("HOSPITAL", c.carehome), "tbd, pt/ot"]) + " ~" + c.rel(hd - 1 + r.randint(1, 3), c.c(["md", "weekday"])))
    L.append(c.doc(c.resident, c.c(["initials", "first_init"])) + " / " + c.doc(c.attending, c.c(["initials", "last"])) + "  pgr " + c.pager())
    return "\n".join(L), "terse-lowercase"


# ====================================================================== discharge summary
def discharge(c):
    cc, dx, pmh = scen(c)
    r = c.r
    layout = c.c(["kv-header", "headed-sections", "dictated"])
    parts = []
    dispo = c.c(["home", "home_agency", "snf", "rehab"])
    hdr = [("Patient: " + c.ptname_header(), "MRN: " + P("MRN", c.mrn)),
           ("DOB: " + c.dob_str(), "Acct: " + P("ACCOUNT", c.acct)),
           ("Admission: " + c.d(c.admit, "mdy"), "Discharge: " + c.d(c.disch, "mdy")),
           ("Attending: " + c.doc(c.attending, c.c(["last_first_cred", "full_cred"])), "PCP: " + c.doc(c.pcp, c.c(["dr_full", "full_cred"])))]
    if layout == "kv-header":
        parts.append(c.hospital() + "\nDISCHARGE SUMMARY\n\n" + two_col(hdr, 42))
    elif layout == "headed-sections":
        parts.append("Discharge Summary\n" + header_banner(c) + "\nAdmitted " + c.d(c.admit) + "; discharged " + c.d(c.disch) +
                     " (LOS %d days)" % c.los)
    else:
        parts.append(c.hospital() + "\n" + P("STREET", "%d %s %s" % (r.randint(100, 9000), c.c(["Hospital", "Medical Center", "Corran", "Whitcombe"]), c.c(["Drive", "Way", "Parkway"]))) +
                     ", " + P("CITY", c.city) + ", " + P("STATE", c.st) + "\n\nDISCHARGE SUMMARY\n" + two_col(hdr, 42))
    if c.chance(0.3):
        parts.append(registration(c))
    parts.append(section("Discharge diagnoses", "Principal: " + dx + "\nSecondary: " + "; ".join(pmh) + "; " + c.eponym_dx(), "caps"))
    a, b = r.randint(0, 2), r.randint(3, 6)
    course = (c.ptn(c.c(["title_last", "full"])) + " is " + c.a_age_sex() + " admitted with " + cc + ", found to have " + dx + ". " +
              c.c(["Treated with IV antibiotics ", "Received IV diuresis ", "Managed conservatively "]) + c.drange(a, b) + " with improvement. ")
    csvc = c.c(["Cardiology", "GI", "Nephrology", "Orthopedics", "Palliative care"])
    if c.chance(0.6):
        course += csvc + " (" + c.doc(c.consultant, c.c(["dr_last", "dr_full", "prof_last"])) + ") saw " + c.him + " on " + c.rel(r.randint(1, 3), c.c(["wd_md", "md", "mon_day"])) + ". "
    if c.chance(0.5):
        course += c.c(["Underwent ", "Had "]) + c.c(["EGD", "TTE", "cholecystectomy", "ORIF", "cardiac cath"]) + " on " + c.rel(r.randint(1, c.los), c.c(["md", "mdy", "weekday"])) + ", uncomplicated. "
    course += c.c(["Hemoglobin remained stable.", "Creatinine peaked at 2.1 and returned to baseline.", c.nameword(), "Sodium corrected slowly to 134."]) + " "
    course += "Goals of care were discussed with " + c.fam(None, c.c(["rel_full", "rel_first", "name_rel"])) + "; " + c.c(["remains full code.", "DNR/DNI confirmed.", "MOLST completed."])
    parts.append(section("Hospital course", course, "caps"))
    cpt = c.cpt()
    parts.append(section("Procedures", c.c(["None", cpt[1] + " (CPT " + cpt[0] + ")"]) + "; " + c.eponym_dev() + c.c([" removed prior to discharge", " placed and removed", ""]), "caps"))
    parts.append(section("Discharge medications", c.med_lines(r.randint(5, 9), "num") + "\nSTOP: " + c.c(["ibuprofen", "glipizide", "metoprolol tartrate"]), "caps"))
    disp = {"home": "Home with " + c.fam(None, c.c(["rel_first", "rel_only"])),
            "home_agency": "Home with services: " + P("ORGANIZATION", c.agency) + ", phone " + c.ophone(),
            "snf": "Skilled nursing facility: " + P("HOSPITAL", c.carehome) + ", " + P("CITY", c.city) + "; report called to " + c.staff_ref("nurse", "word_full"),
            "rehab": "Acute rehab at " + c.hospital(2)}[dispo]
    if c.chance(0.6):
        disp += "\nDischarge planning: " + c.staff_ref("sw", c.c(["word_full", "full_cred", "word_first"])) + " " + c.c(["arranged services", "met with family", "completed the SNF referral"]) + \
            "; " + c.staff_ref("pt", c.c(["word_full", "word_first", "full_cred"])) + " recommends " + c.c(["rolling walker", "home PT", "24-hour supervision"]) + "."
    parts.append(section("Disposition", disp, "caps"))
    fu = ["- " + c.doc(c.pcp, c.c(["dr_full", "dr_last", "full_cred"])) + ", " + P("HOSPITAL", c.clinic) + ", " + c.rel(c.los + r.randint(3, 14), c.c(["long_wd", "mdy", "wd_md", "abbr"])) + " at " + c.time() +
          " - " + c.ophone(ext=c.chance(0.3)),
          "- " + csvc + " " + c.doc(c.consultant, "dr_last") + " in %d weeks; clinic will call." % r.randint(1, 6)]
    if c.chance(0.4):
        fu.append("- Labs (BMP) on " + c.rel(c.los + r.randint(2, 7), c.c(["md", "wd_md", "mdy"])) + " at " + P("HOSPITAL", c.clinic))
    parts.append(section("Follow-up", "\n".join(fu), "caps"))
    if c.chance(0.5):
        parts.append(section("Pending at discharge", "Blood cultures " + c.rel(c.los - 1, "md") + " (accession " + P("IDNUM", c.accession("M")) + "); " +
                             c.c(["final path", "TSH", "SPEP"]) + " pending - " + c.doc(c.resident, "dr_last") + " to follow.", "caps"))
    parts.append(section("Instructions", c.c(["Low sodium diet. Weigh daily; call if gain > 2 lb/day or 5 lb/week.",
                                             "Walker at all times. No driving for 2 weeks.", "Return for fever > 101, bleeding, or chest pain."]) +
                         " Questions: " + c.ophone() + c.c([" or " + P("URL", "www.example.org/" + c.c(["discharge", "patients", "afterhours"])), ""]), "caps"))
    if layout == "dictated":
        parts.append(sign_block(c, style="dictated", when=c.disch))
    else:
        parts.append(sign_block(c, style=c.c(["esign", "esign_ids", "simple"]), when=c.disch))
    parts.append(cc_block(c))
    return "\n\n".join(parts), layout


def discharge_terse(c):
    cc, dx, pmh = scen(c)
    r = c.r
    L = ["d/c summ - " + c.ptn(c.c(["Last_First", "LAST_FIRST0", "full"])) + " (" + P("MRN", c.mrn) + ")"]
    L.append("adm " + c.d(c.admit, c.c(["md", "mdy2"])) + " -> d/c " + c.d(c.disch, c.c(["md", "mdy2"])) + " @ " + c.hospital(1, True) + ". att " + c.doc(c.attending, "dr_last"))
    L.append("dx: " + dx + "; also " + ", ".join(pmh))
    L.append("course: " + c.age_sex(c.c(["num_F", "yo_sex", "yslash"])) + " in w/ " + cc + ". " + c.c(["iv abx ", "iv lasix ", "ppi gtt + egd "]) + c.drange(0, r.randint(2, 5), "md") +
             ", better. " + c.c(["c/s " + c.doc(c.consultant, "dr_last") + ".", "no c/s.", "pt/ot: " + c.c(["home safe", "needs snf"]) + "."]) + " " + c.nameword())
    L.append("d/c meds: " + "; ".join(c.med_lines(r.randint(4, 7), "plain").split("\n")))
    L.append("dispo: " + c.c(["home w/ " + c.fam(None, "rel_first"), "snf " + P("HOSPITAL", c.carehome), "home + vna (" + P("ORGANIZATION", c.agency) + ")"]))
    L.append("f/u: pcp " + c.doc(c.pcp, "dr_last") + " " + c.rel(c.los + r.randint(4, 12), c.c(["md", "wd_md"])) + " " + c.time() + "; " + c.ophone())
    L.append("pending: " + c.c(["bcx", "path", "nothing"]) + ". code " + c.c(["full", "dnr"]) + ". hcp " + P("FAMILY", c.nok.first) + " " + P("PHONE", c.nok_phone))
    L.append(c.doc(c.attending, "initials") + "/" + P("DOCTOR", c.staff("trans").initials(False).lower()) + " " + c.d(c.disch, "mdy2"))
    return "\n".join(L), "terse-lowercase"


# ====================================================================== ED note
def ed(c):
    cc, dx, pmh = scen(c)
    r = c.r
    layout = c.c(["headed-sections", "triage-kv", "narrative"])
    parts = []
    arr = c.c(["EMS", "private vehicle", "walk-in", "police", "wheelchair from waiting room"])
    top = [("EMERGENCY DEPARTMENT RECORD", c.hospital()),
           ("Patient: " + c.ptname_header(), "MRN: " + P("MRN", c.mrn)),
           ("Arrival: " + c.d(c.base, c.c(["mdy", "mdy_np", "iso"])) + " " + c.time(), "Mode: " + arr),
           ("ED " + c.c(["Room ", "Bay ", "Rm "]) + P("LOCATION_OTHER", str(r.randint(1, 42))), "ESI " + str(r.randint(1, 4))),
           ("Age/Sex: " + P("AGE", c.age) + "/" + c.sex, "Visit #: " + P("ACCOUNT", c.acct))]
    if layout == "triage-kv":
        parts.append(two_col(top, 44))
        if c.chance(0.6):
            parts.append(registration(c))
        parts.append("Triage note (" + c.staff_ref("rn", c.c(["full_cred", "first_init_cred"])) + "): " + cc + " x " + str(r.randint(1, 5)) + " days. " + c.score() + ".")
    elif layout == "headed-sections":
        parts.append("ED Physician Note - " + c.hospital() + "\n" + header_banner(c))
    else:
        parts.append("ED provider note, " + c.d(c.base, "long_wd") + ", " + c.time())
    hpi = c.ptn(c.c(["full", "title_last", "first_init"])) + " is " + c.a_age_sex() + " with " + ", ".join(pmh[:2]) + " presenting with " + cc + ". "
    if arr == "EMS":
        hpi += "Per EMS, " + c.he + " was found " + c.c(["at home", "at " + P("LOCATION_OTHER", c.c(pools.LANDMARKS)), "in the parking lot of " + P("ORGANIZATION", c.employer)]) + \
               " by " + c.fam(None, c.c(["rel_first", "rel_only", "rel_full"])) + ". "
    elif arr == "private vehicle" and c.chance(0.8):
        hpi += "Driven in by " + c.fam(None, "rel_first") + "; car (" + c.vehicle_ref() + ") left in the ambulance bay, security notified. "
    elif arr == "police":
        hpi += "Brought by police after " + c.c(["a minor MVC", "a welfare check"]) + "; officer reports vehicle " + c.vehicle_ref() + \
               " towed. Identity confirmed by " + c.c(["fingerprint ID ", "booking biometric ID "]) + P("BIOID", c.bioid()) + ". "
    hpi += c.c(["Symptoms started ", "Onset "]) + c.rel(-r.randint(0, 3), c.c(["weekday", "wd_md", "md"])) + " around " + c.time() + ". " + \
        c.c(["Took acetaminophen 1 g without relief.", "No trauma.", "Similar episode at " + c.holiday() + " last year.", "Denies LOC."])
    if c.chance(0.35):
        hpi += " ID verified with driver's license " + P("LICENSE", c.drivers_license()) + "."
    parts.append(section("HPI", hpi, "caps" if layout != "narrative" else "inline"))
    if c.chance(0.35):
        hpi += " Seen at " + P("HOSPITAL", c.clinic) + " " + c.drange(-r.randint(9, 14), -r.randint(3, 8), "md") + " for the same complaint."
    parts.append(section("ROS", c.c(["10-point ROS negative except as in HPI.", "Positive for fatigue, dyspnea. Negative for rash, dysuria."]), "inline"))
    parts.append(section("PMH", ", ".join(pmh) + ", " + c.eponym_dx(), "inline"))
    parts.append(section("Meds", c.med_lines(r.randint(3, 6), "plain").replace("\n", "; "), "inline"))
    parts.append(section("Social", c.social(), "inline"))
    parts.append(section("Exam", "Triage vitals: " + c.vitals("pipe") + "\n" + "\n".join(c.exam_lines()), "caps" if layout != "narrative" else "inline"))
    course = ["%s - %s" % (c.time(), c.c(["ECG: sinus rhythm, no acute ST changes", "CXR: no consolidation", "CT head without contrast negative", "2 L NS bolus"])),
              "%s - %s" % (c.time(), c.c(["labs notable below", "reassessed, pain 3/10", "troponin repeat ordered", "ceftriaxone 1 g IV given"])),
              "%s - %s" % (c.time(), "discussed with " + c.c([c.doc(c.consultant, c.c(["dr_last", "dr_full", "prof_last"])) + " (" + c.c(["hospitalist", "surgery", "cardiology"]) + ")", c.role_neg()]))]
    parts.append(section("ED course", "\n".join(course) + "\n" + c.lab_panel(style="inline"), "caps" if layout != "narrative" else "inline"))
    parts.append(section("MDM", "Differential includes " + dx + ", " + c.c(["PE", "ACS", "sepsis", "SBO"]) + ". " + c.score() + ". CPT " + c.c(["99285", "99284"]) + ". " + c.nameword(), "inline"))
    dispo = c.c(["Admitted to medicine, " + P("HOSPITAL", c.unit) + ", " + c.doc(c.attending, "dr_last") + " accepting.",
                 "Discharged home with " + c.fam(None, "rel_first") + "; follow up with " + c.doc(c.pcp, "dr_last") + " at " + P("HOSPITAL", c.clinic) + ".",
                 "Transferred to " + c.hospital(2) + " for " + c.c(["cath lab", "neurosurgery", "IR"]) + "; accepting " + c.doc(c.consultant, "dr_full") + ", transfer center " + c.ophone() + "."])
    parts.append(section("Disposition", dispo, "inline"))
    parts.append(sign_block(c, style=c.c(["attest", "attest", "esign", "esign_ids"])))
    return "\n\n".join(parts), layout


def ed_terse(c):
    cc, dx, pmh = scen(c)
    r = c.r
    L = ["ed " + c.d(c.base, c.c(["md", "mdy2", "wd_md"])) + " " + c.time() + " bay " + P("LOCATION_OTHER", str(r.randint(1, 30))) + "  " + c.ptn(c.c(["LAST_FIRST0", "Last_First", "initials"])) + " " + P("MRN", c.mrn)]
    L.append(c.age_sex(c.c(["num_F", "yo_nospace", "num_sp_F", "yo_sex"])) + " bib " + c.c(["ems", "police", "family", "self"]) + " c/o " + cc + ". " +
             c.c(["found @ " + P("LOCATION_OTHER", c.c(pools.LANDMARKS)), "from home", "from " + P("HOSPITAL", c.carehome)]) + ". " +
             c.c(["hx per " + c.fam(None, c.c(["rel_first", "rel_only"])), "pt poor historian", "hx per pt"]) + ".")
    if c.chance(0.45):
        L.append("mvc: driver, belted. car " + c.vehicle_ref() + " per pd. " + c.c(["id via fp " + P("BIOID", c.bioid()) + ".", "dl " + P("LICENSE", c.drivers_license()) + "."]))
    L.append("pmh " + ", ".join(pmh) + ". meds: " + ", ".join(m.split(" ")[0] for m in c.med_lines(r.randint(3, 5), "plain").split("\n")))
    L.append("vs " + c.vitals("pipe"))
    L.append("pe: " + "; ".join(x.split(": ", 1)[1] for x in r.sample(c.exam_lines(), 3)))
    L.append(c.time() + " ekg nsr. " + c.time() + " " + c.c(["ct head neg", "cxr clear", "ua +le/nit"]) + ". " + c.score())
    L.append("labs: " + c.lab_panel(style="inline", accession=False).split("\n", 1)[1].replace("\n", "; "))
    L.append("imp: " + dx + ". " + c.nameword())
    L.append("dispo: " + c.c(["admit " + P("HOSPITAL", c.unit) + ", d/w " + c.doc(c.attending, "dr_last"), "home, f/u " + P("HOSPITAL", c.clinic), "xfer " + c.hospital(2, True)]))
    L.append("scribe " + P("DOCTOR", c.staff("scribe").first.lower()) + " for " + c.doc(c.attending, c.c(["dr_last", "initials"])))
    return "\n".join(L), "terse-lowercase"


# ====================================================================== consult note
def consult(c):
    cc, dx, pmh = scen(c)
    r = c.r
    svc = c.c(["Cardiology", "Nephrology", "Infectious Disease", "Geriatrics", "Neurology", "Gastroenterology", "Palliative Care", "Endocrinology"])
    layout = c.c(["letter", "inpatient-headed", "kv-header"])
    parts = []
    if layout == "letter":
        parts.append(P("HOSPITAL", c.clinic) + "\n" + P("STREET", "%d %s %s" % (r.randint(10, 990), c.c(["Ferris", "Corran", "Wickham", "Osprey"]), c.c(["Road", "Street", "Avenue"]))) +
                     "\n" + P("CITY", c.city) + ", " + P("STATE", c.st) + " " + P("ZIP", c.zip) +
                     "\nTel " + c.ophone() + "  Fax " + c.fax())
        parts.append(c.d(c.base, c.c(["long", "dmonthy", "abbr"])))
        parts.append(c.doc(c.pcp, c.c(["dr_full", "full_cred"])) + "\n" + P("HOSPITAL", c.c(pools.CLINICS)) + "\n" + P("CITY", c.city) + ", " + P("STATE", c.st))
        parts.append("RE: " + c.ptn(c.c(["full", "full_mi", "title_full"])) + ", DOB " + c.dob_str() + ", MRN " + P("MRN", c.mrn))
        body = ("Dear " + c.doc(c.pcp, c.c(["dr_last", "dr_last_nodot"])) + ",\n\nThank you for referring " + c.ptn(c.c(["title_last", "first"])) +
                ", " + c.a_age_sex("year_old") + ", whom I saw in " + svc + " clinic on " + c.d(c.base, c.c(["long", "mdy", "long_wd"])) + " for evaluation of " + dx + ". " +
                c.he.capitalize() + " was accompanied by " + c.fam(None, c.c(["rel_first", "rel_full", "rel_title"])) + ". ")
        body += ("\n\n" + c.he.capitalize() + " reports " + cc + " over the past %d weeks. " % r.randint(2, 10) + "Relevant history includes " + ", ".join(pmh) + ". " +
                 c.social() + "\n\nOn examination " + c.vitals("prose").lower() + " " + c.c(c.exam_lines()) + ".\n\n" + c.lab_panel(style="inline"))
        body += ("\n\nImpression and recommendations:\n1. " + dx + ": " + c.c(["start apixaban 5 mg BID", "increase furosemide to 40 mg BID", "refer for EGD", "MRI brain"]) + ".\n2. " +
                 c.score() + "; " + c.nameword() + "\n3. Follow up in %d weeks" % r.randint(2, 12) + c.c([", " + c.rel(r.randint(14, 70), c.c(["long", "mdy", "long_wd"])) + " at " + c.time(), ""]) + ".")
        body += "\n\nPlease do not hesitate to contact me at " + c.ophone(ext=True) + c.c([" or " + P("EMAIL", c.c(["referrals", "consults", "cardiology"]) + "@" + c.c(["example.com", "example.org", "example.net"])), ""]) + "."
        parts.append(body)
        parts.append("Sincerely,\n\n" + c.doc(c.consultant, c.c(["full_cred", "full_mi_cred"])) + "\n" + svc + (", license " + P("LICENSE", c.med_license()) if c.chance(0.4) else ""))
        parts.append(cc_block(c, c.pcp) if c.chance(0.5) else "cc: " + c.ptn("title_full") + " (patient copy, mailed to " + c.addr_lines(one_line=True) + ")")
    else:
        if layout == "kv-header":
            parts.append(two_col([(svc.upper() + " CONSULTATION", c.d(c.base, "mdy")),
                                  ("Patient: " + c.ptname_header(), "MRN: " + P("MRN", c.mrn)),
                                  ("Requesting: " + c.doc(c.attending, "dr_full"), "Location: " + P("HOSPITAL", c.unit) + " " + c.room_bed()),
                                  ("Consultant: " + c.doc(c.consultant, "full_cred"), "Pager: " + c.pager())], 44))
        else:
            parts.append(svc + " Consult Note  " + c.d(c.base, c.c(["mdy", "wd_md", "long_wd"])) + "\n" + header_banner(c))
        parts.append(section("Reason for consult", dx + c.c([" - requested by " + c.doc(c.attending, "dr_last"), ", per primary team"]), "inline"))
        h = (c.ptn(c.c(["full", "title_last"])) + " is " + c.a_age_sex() + " admitted " + c.d(c.admit, c.c(["md", "mon_day", "mdy"])) + " with " + cc + ". " +
             "We are asked to assist with " + dx + ". Outside records from " + c.hospital(2) + c.c([" (faxed " + c.rel(-1, "md") + ")", ""]) + " reviewed. " +
             c.c(["History obtained via " + c.staff_ref("interp", c.c(["word_full", "word_first"])) + " (" + c.c(["Spanish", "Polish", "Vietnamese", "Arabic", "Twi"]) + ").",
                  "Collateral from " + c.fam(None, c.c(["rel_first", "rel_full"])) + " by phone " + P("PHONE", c.nok_phone) + ".", ""]))
        parts.append(section("HPI", h, "caps"))
        parts.append(section("PMH", "\n".join("- " + x for x in pmh + [c.eponym_dx()]), "caps"))
        parts.append(section("Social", c.social(), "caps"))
        parts.append(section("Exam", c.vitals() + "\n" + "\n".join(c.exam_lines()), "caps"))
        parts.append(section("Data", c.lab_panel() + "\n" + c.c(["ECG " + c.rel(0, "md") + ": AF, rate 112.", "TTE " + c.past_month_year(30, 700) + ": EF 35%.", "CT " + c.rel(-1, "md") + ": see report."]), "caps"))
        rec = ["1. " + c.c(["Start", "Continue", "Hold"]) + " " + c.c(["apixaban", "heparin gtt", "IV fluids", "steroids"]) + ".",
               "2. " + c.c(["Check", "Trend"]) + " " + c.c(["troponin", "lactate", "urine Na", "cortisol"]) + "; " + c.score() + ".",
               "3. " + c.nameword(),
               "4. We will follow; call " + c.doc(c.consultant, c.c(["dr_last", "first_init"])) + " at " + c.pager() + " with questions."]
        parts.append(section("Recommendations", "\n".join(rec), "caps"))
        parts.append(sign_block(c, c.consultant, c.c(["esign", "esign_ids", "attest"])))
    return "\n\n".join(parts), layout


def consult_terse(c):
    cc, dx, pmh = scen(c)
    r = c.r
    svc = c.c(["cards", "renal", "id", "gi", "neuro", "geri", "pall", "endo"])
    L = [svc + " c/s " + c.d(c.base, c.c(["md", "mdy2"])) + " - " + c.ptn(c.c(["Last_First", "initials", "first_init"])) + " " + P("MRN", c.mrn) + " " + P("HOSPITAL", c.unit) + " " + P("LOCATION_OTHER", c.room)]
    L.append("req by " + c.doc(c.attending, c.c(["dr_last", "last"])) + " re " + dx)
    L.append(c.age_sex(c.c(["num_F", "yo_nospace", "yslash"])) + ", " + ", ".join(pmh) + ". adm " + c.d(c.admit, "md") + " w/ " + cc + ". " +
             c.c(["osh recs " + c.hospital(2, True) + " reviewed.", "collat " + c.fam(None, "rel_first") + " " + P("PHONE", c.nok_phone) + ".", "seen w/ " + c.staff_ref("interp", "word_first") + "."]))
    L.append("sh: " + c.c(["ret ", ""]) + P("PROFESSION", c.profession) + ", " + c.c(["lives w/ " + c.fam(None, "rel_first"), "lives alone"]))
    L.append("vs " + c.vitals("inline"))
    L.append(c.lab_panel(style="inline", accession=False).split("\n", 1)[1].replace("\n", "; "))
    L.append("recs:")
    L.append("- " + c.c(["start", "cont", "hold"]) + " " + c.c(["apixaban", "hep gtt", "ivf", "steroids"]) + "; " + c.score())
    L.append("- " + c.nameword())
    L.append("- will f/u. " + c.doc(c.consultant, c.c(["first_init", "last", "initials"])) + " pgr " + c.pager())
    return "\n".join(L), "terse-lowercase"
