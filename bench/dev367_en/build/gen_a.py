"""Genres: triage helpline call log, neutropenic sepsis pathway, acute oncology review, ED handover."""
import clinical as K
import ids as I
import pools as P
from genbase import cap, demo, fhx, gp_block, header, infection_contacts, nok_line, role_text, sig, social, who

GREENS = ["nil", "no concerns", "baseline", "none reported", "denies", "ok", "nil new"]
DENIES = ["Denies cough, dysuria, diarrhoea.", "No rash, no bleeding.", "Passing urine ok.",
          "Eating small amounts, drinking 1.5 L/day.", "No chest pain or SOB.", "Bowels opened today, normal."]


def ukons_rows(s, r):
    rows = [(s.item, s.grade, s.story)]
    others = [x for x in K.UKONS_ITEMS if x != s.item]
    for it in r.sample(others, r.randint(3, 7)):
        if it == "Temperature":
            rows.append((it, "RED" if s.febrile else "GREEN", "%.1f" % s.temp))
        elif it == "Fatigue" and r.random() < 0.5:
            rows.append((it, "AMBER" if r.random() < 0.3 else "GREEN", "some, managing ADLs"))
        else:
            rows.append((it, "GREEN", r.choice(GREENS)))
    return rows


def outcome(n, c, s, r):
    g = "RED" if s.febrile else s.grade
    if g == "RED":
        n.add("OUTCOME: RED - advised to attend ", c.k_ed(), " at ", c.k_hosp2(),
              r.choice([" now for urgent assessment (NS pathway).", " immediately; not to wait until morning.",
                        " within 1 hour for review + bloods."]), "\n")
        n.add("Advised to call ", c.k_emerg(), " if collapses / becomes drowsy. ")
        k = r.randint(0, 2)
        if k == 0:
            n.add(c.k_ed(), " informed - spoke to nurse in charge ", who(c, "nurse2", "full"),
                  " on ", c.k_switch(), ". ")
        elif k == 1:
            n.add("Alert letter faxed to ", c.k_ed(), " (", c.k_fax(), "). ")
        else:
            n.add("On-call oncology registrar ", c.k_reg(), " informed via switch ", c.k_switch(), ". ")
        if r.random() < 0.45:
            n.add("Travelling by car with ", c.nokrel, ", reg ", c.k_plate(), ".")
        elif r.random() < 0.4:
            n.add("Ambulance requested, job no. ", (I.pat(r, "9999999"), "IDNUM"), ".")
        n.add("\n")
    elif g == "AMBER":
        n.add("OUTCOME: AMBER x1 - advice: ", s.advice,
              ". Call back arranged in 24h (2 x AMBER = escalate to RED).\n")
        if r.random() < 0.5:
            n.add("Call back ", c.tm(), ": ", r.choice(["symptoms stable, plan unchanged", "no answer - voicemail left",
                                                       "improving, happy to continue"]), ".\n")
    else:
        n.add("OUTCOME: GREEN - reassured, self-care advice; ", c.cfg["nonurg"],
              " for non-cancer issues; to ring back if any change.\n")


def triage(n, c, s, r):
    titles = (["ONCOLOGY TRIAGE HOTLINE - CALL DOCUMENTATION", "After-Hours Oncology Nurse Triage Note"]
              if c.cc in ("US", "CA") else
              ["ACUTE ONCOLOGY 24H HELPLINE - TRIAGE LOG", "Oncology Helpline: Telephone Triage Record (UKONS)",
               "CANCER TREATMENT HELPLINE - CALL RECORD", "24/7 Chemo Triage Line - Call Log"])
    header(n, c, titles)
    ref = I.pat(r, r.choice(["\\AOH-%02d-99999" % (c.day.year % 100), "TRI99999", "CL-9999999"]))
    n.add("Call ref: ", (ref, "IDNUM"), "   Date: ", c.D(0), "   Time: ", c.tm(),
          "   Duration: %d min\n" % r.randint(6, 31))
    n.add("Call taken by: ", who(c, "nurse", "full"))
    if r.random() < 0.5:
        n.add("   Login: ", c.uname("nurse"))
    n.add("\n")
    by_nok = r.random() < 0.4
    if by_nok:
        n.add("Caller: ", c.nokrel, " (", c.k_nok(), ")   Callback no: ", c.k_nokphone(), "\n")
    else:
        n.add("Caller: patient   Callback no: ", c.k_tel(), "\n")
    if r.random() < 0.3:
        n.add("ID check: name + DOB", r.choice([" + voiceprint ID ", " + voice biometric ref "]),
              (I.bioid(r, "voice"), "BIOID"), "\n")
    demo(n, c)
    n.w("Consultant: {cons}   Treating centre: {hosp}\n")
    n.add("Diagnosis: ", s.dx, "\n")
    n.add("Regimen: ", s.reg, "  C%dD%d   last SACT " % (s.cycle, s.day + 1), c.D(-s.day),
          "   (SACT in last 6/52: Y)   Immunotherapy: ", "Y" if s.immuno else "N", "\n")
    n.add("CVAD: ", s.line_text(), "   Allergies: ", s.allergy, "\n")
    n.add("Meds: ", s.antiemetic, "; ", s.support, "".join("; " + x for x in r.sample(
        ["ramipril 5 mg", "metformin 500 mg BD", "apixaban 5 mg BD", "levothyroxine 100 mcg", "amlodipine 5 mg"],
        r.randint(0, 2))), "\n")
    if r.random() < 0.3:
        n.add("Previous helpline calls: %d (last " % r.randint(1, 4), c.D(-r.randint(8, 60)), ")\n")
    n.add("\nHistory: ")
    if by_nok:
        n.add(cap(c.nokrel), " reports ", c.k_pt(), " ", r.choice(["has been", "is"]), " ")
    else:
        n.add(c.k_pt(), " reports ")
    n.add(s.story, ". ", r.choice(DENIES), " ")
    infection_contacts(n, c)
    n.add("\n\nUKONS assessment:\n")
    for it, g, cm in ukons_rows(s, r):
        n.add("  %-18s %-6s %s\n" % (it, g, cm))
    if r.random() < 0.5:
        n.add("Home obs: temp %.1f, HR %d (own sats probe %d%%)\n" % (s.temp, s.hr, s.spo2))
    n.add("\n")
    outcome(n, c, s, r)
    if r.random() < 0.5:
        n.add("Handed over to AOS (", who(c, "cns", "full"), ") for review on ", c.D(1), ".\n")
    if r.random() < 0.3:
        n.add("Documented on helpline log + copy to ", c.shared_email(r.choice(["acute.oncology", "aos.team",
                                                                             "helpline"])), "\n")
    sig(n, c, "nurse")


def nspathway(n, c, s, r):
    us = c.cc in ("US", "CA")
    titles = (["FEBRILE NEUTROPENIA ORDER SET - DOOR-TO-ANTIBIOTIC RECORD", "Febrile Neutropenia Pathway (ED)"]
              if us else ["NEUTROPENIC SEPSIS PATHWAY - ADULT (SACT within 6/52)",
                          "Suspected Neutropenic Sepsis: ED Proforma", "Neutropenic Sepsis Care Bundle"])
    header(n, c, titles, c.hosp2)
    demo(n, c, r.choice(["sticker", "face", "grid"]))
    h, m = r.randint(0, 22), r.randint(0, 50)
    arr = "%02d:%02d" % (h, m)

    def plus(mins):
        t = h * 60 + m + mins
        return "%02d:%02d" % ((t // 60) % 24, t % 60)
    how = r.choice(["ambulance", "self-presented", "GP referral", "car", "taxi", "ambulance"])
    n.add("Arrival: ", c.D(0), " ", arr, " via ", how)
    if how == "car":
        n.add(" (driven by ", c.nokrel, " ", c.k_nokfirst(), ")")
    elif how == "ambulance" and r.random() < 0.5:
        n.add(" (collected from the ", (r.choice(P.LANDMARKS), "LOCATION_OTHER"), " where became unwell)")
    n.add("   Area: ", c.k_ed(), " ", r.choice(["Resus", "Majors", "cubicle", "bay"]), " ", c.k_bed(), "\n")
    n.add("Alert card seen: ", r.choice(["Y", "Y", "N (phoned helpline)"]), "   Regimen: ", s.reg,
          " C%d, last dose " % s.cycle, c.D(-s.day), " (day %d)   Treating team: " % s.day, c.k_cons(), ", ",
          c.k_hosp(), "\n")
    n.add("Presenting: ", s.story, ". Allergies: ", s.allergy, ".\n")
    n.add("\nObs on arrival: ", s.obs(), "\n")
    n.add("NEWS2 %d   qSOFA %d   %s   %s\n" % (s.news, (s.rr >= 22) + (s.sbp <= 100),
                                             r.choice(["GCS 15", "Glasgow Coma Scale 15/15", "GCS 14 (E4V4M6)", "AVPU A"]),
                                             r.choice(
        ["Manchester Triage: orange", "MTS category 2", "ATS 2", "ESI 2", "CTAS 2"])))
    n.add("Exam: ", r.choice(["chest clear, abdomen soft", "crackles R base", "mucositis G2, no other source",
                              "PICC exit site erythema 2 cm, tender"]), "; ", s.line_text(), ".\n")
    n.add("\nTIMELINE\n")
    rows = [(arr, "Arrival / triage"), (plus(r.randint(5, 15)), "Seen by clinician (" + role_text(c, "edoc") + ")"),
            (plus(r.randint(16, 30)), "Cannula, bloods, blood cultures x2 (peripheral + line)"),
            (plus(s.ttn), "Antibiotic: " + s.abx), (plus(s.ttn + 10), "IV fluids 500 mL Hartmann's bolus")]
    for t, ev in rows:
        n.add("  ", t, "  ", ev)
        if ev.startswith("Antibiotic") and r.random() < 0.6:
            n.add("  (given by ", (c.staff["nurse2"].fmt(r.choice(["ini", "initnd"])), "DOCTOR"), ")")
        n.add("\n")
    n.add("Door-to-needle: %d min (target <60) - %s\n" % (s.ttn, "MET" if s.ttn <= 60 else "BREACH"))
    if s.ttn > 60:
        n.add("Breach reason: ", r.choice(["delay in cannulation (difficult access)", "triaged as non-urgent",
                                           "awaiting FBC before abx - education given"]), "\n")
    n.add("Culture accession: ", (I.pat(r, r.choice(["BC%02d-999999" % (c.day.year % 100), "99M999999",
                                                     "MB9999999"])), "IDNUM"))
    if r.random() < 0.5:
        n.add("   Lab order #: ", (I.pat(r, "9999999999"), "IDNUM"))
    n.add("\nResults: ", s.labs(us), "\n")
    n.add("Urine dip: ", r.choice(["nit-, leu-", "nit+ leu++", "not obtained"]), "   CXR: ",
          r.choice(["clear", "R basal consolidation", "no acute change"]), "\n")
    risk = "HIGH risk" if s.mascc < 21 else "low risk - consider early discharge/oral switch"
    n.add("MASCC score %d (%s)   CISNE %d\n" % (s.mascc, risk, r.randint(0, 4)))
    n.add("Source: ", r.choice(["none obvious", "?line infection - PICC site red", "chest (crackles R base)",
                                "urine (dipstick nit+)", "perianal - examined, no abscess"]), "\n")
    n.add("\nSepsis 6: O2 %s | cultures Y | abx Y | fluids Y | lactate %.1f | UO monitoring Y\n" % (
        r.choice(["not required", "2 L NP"]), s.lact))
    n.add("Plan: ", s.plan, ". Admit ", r.choice(["under oncology", "AMU -> oncology", "medicine"]), " to ", c.k_ward())
    if r.random() < 0.6:
        n.add(", bed ", c.k_bed())
    n.add(". Oncology on-call ", c.k_reg(), " aware (", c.k_pager(), ").\n")
    if r.random() < 0.5:
        n.add(cap(c.nokrel), " ", c.k_nok(), " informed by phone (", c.k_nokphone(), ").\n")
    if r.random() < 0.4:
        n.add("Case reviewed for NS audit by ", who(c, "cns", "full"), " on ", c.D(r.randint(1, 6)), ".\n")
    n.add("Completed by: ")
    sig(n, c, "edoc")
    if r.random() < 0.5:
        n.add("Checked: ", who(c, "nurse2", "full"), "\n")


def aos_review(n, c, s, r):
    header(n, c, ["Acute Oncology Service - Inpatient Review", "ACUTE ONCOLOGY REVIEW",
                  "AOS consult note", "Acute Oncology Team: Ward Referral Review"], c.hosp2)
    n.add("Date: ", c.D(0), "  ", c.tm(), "   Location: ", c.k_ward(), ", bed ", c.k_bed(), "\n")
    n.add("Referred by: ", c.k_medreg(), " (", r.choice(["AMU", "MAU", "Gen Med", "SAU", "hospitalist team"]),
          "), ", c.k_pager(), "\n")
    n.add("Seen by: ", who(c, "cns"), r.choice([" with ", " and "]), c.k_reg(), "\n")
    demo(n, c, r.choice(["line", "grid", "line"]))
    n.add("\nONCOLOGY HISTORY\n", cap(s.dx), ", diagnosed ", c.D(-r.randint(60, 900), r.choice(["MonY", "MonthY", "Y"])),
          ". Under ", c.k_cons(), " at ", c.k_hosp(), ". ", s.reg, " C%d given " % s.cycle, c.D(-s.day), ".\n")
    if r.random() < 0.5:
        n.add("Previous: ", r.choice(["surgery (", "RT 20 Gy/5# to spine (", "2 cycles EC ("]),
              c.D(-r.randint(200, 700), "MonY"), ").\n")
    n.add("\nHPC: ", c.k_pt(), " ", r.choice(["describes", "reports", "c/o"]), " ", s.story, ". ",
          r.choice(["Presented via helpline.", "Came in by ambulance.", "GP sent in after home visit."]), " ",
          r.choice(DENIES), "\n")
    n.add("PMH: ", ", ".join(s.comorb) or "nil of note", "\nAllergies: ", s.allergy, "\n")
    n.add("SH: ")
    social(n, c)
    if r.random() < 0.4:
        fhx(n, c)
    n.add("PS (ECOG) %d pre-admission.\n" % s.ps)
    n.add("\nO/E: ", s.obs(), ". ", r.choice(["Alert, orientated.", "Looks unwell, peripherally cool.",
                                              "Comfortable at rest."]), " ",
          r.choice(["No Virchow's node.", "Lhermitte's sign negative.", "Murphy's sign negative.",
                    "Romberg's negative.", "No Horner's syndrome.", "Trousseau's sign negative.", ""]), " ",
          cap(s.line_text()),
          " site ", r.choice(["clean", "erythema 1 cm", "no tenderness"]), ".\n")
    n.add("Ix: ", s.labs(c.cc in ("US", "CA")), "\n")
    n.add("\nImpression: ", s.wdx, " (CTCAE grade %d)" % r.randint(2, 4), "\n")
    n.add("Plan:\n1. ", s.plan, "\n2. Hold next cycle - ", c.k_cons(), " aware\n3. ",
          r.choice(["G-CSF not routinely indicated", "Daily FBC", "Stool chart (Bristol)", "Strict fluid balance",
                    "VTE prophylaxis per protocol"]), "\n")
    if r.random() < 0.5:
        n.add("4. Discussed with ", c.nokrel, " ", c.k_nok(), " by phone (", c.k_nokphone(), ")\n")
    n.add("AOS will review again ", c.short(r.randint(1, 3)), ". Contact AO team ", c.k_helpline(),
          r.choice([" or ", " / "]), c.shared_email("acuteoncology"), "\n")
    sig(n, c, r.choice(["cns", "reg"]))


def ed_handover(n, c, s, r):
    us = c.cc in ("US", "CA")
    if us and r.random() < 0.6:
        n.add("ED TO INPATIENT HANDOFF (I-PASS)  -- ", c.k_hosp2(), "\n")
        n.add("Date ", c.D(0), " ", c.tm(), "   From: ", c.k_edoc(), "   To: ", c.k_medreg(), "\n")
        n.w("Patient: {ptcaps}  {agesex}  {mrnl}  Enc {acct}\n")
        if c.cc == "US" and r.random() < 0.5:
            n.add("Ins: ", (c.healthplan(), "HEALTHPLAN"), "   SSN on file: ", (c.ssn(), "SSN"), "\n")
        n.add("I: ", r.choice(["Watcher", "Unstable", "Stable"]), "\n")
        n.add("P: ", s.dx, " on ", s.reg, " (C%d, day %d) under " % (s.cycle, s.day), c.k_cons(), " at ",
              c.k_hosp(), ". Presents with ", s.story, ". ", s.obs(), ". ", s.labs(True), ".\n")
        n.add("A: ", s.plan, ". Admit to ", c.k_ward(), ", room ",
              (I.pat(r, "999") + r.choice(["", "A", "B"]), "LOCATION_OTHER"), ".\n")
        n.add("S: Full code. ", cap(c.nokrel), " ", c.k_nok(), " at bedside, ",
              c.k_nokphone(), ". Oncology fellow ", c.k_reg(), " aware (", c.k_pager(), ").\n")
        n.add("S: Receiver read back plan; pending ", r.choice(["blood cultures", "CT read", "repeat lactate"]),
              ". Allergies: ", s.allergy, ". Meds: ", s.antiemetic, ", ", s.support, ".\n")
        if r.random() < 0.5:
            n.add("PCP: ", c.k_gp(), " (", c.k_practice(), ") ", c.k_gpphone(), "\n")
        sig(n, c, "edoc")
        return
    header(n, c, ["ED HANDOVER (SBAR)", "Emergency Department -> Acute Oncology Handover",
                  "SBAR handover - ED to medical team"], c.hosp2)
    n.add("Date/time: ", c.D(0), " ", c.tm(), "   From: ", c.k_edoc(), " (", c.k_ed(), ")   To: ",
          c.k_medreg(), "\n")
    n.add("\nS - ", c.k_agesex(), ", ", c.k_ptfull(), ", ", c.k_mrnl(), ", in ",
          r.choice(["Resus bay", "Majors cubicle", "bay"]), " ", c.k_bed(), ". ", cap(s.story),
          ". NEWS2 %d.\n" % s.news)
    n.add("B - ", s.dx, "; ", s.reg, " C%d last given " % s.cycle, c.D(-s.day), " at ", c.k_hosp(), " (",
          c.k_cons(), "). ", cap(s.line_text()), ". PMH: ", ", ".join(s.comorb) or "nil", ". PS %d. " % s.ps)
    if r.random() < 0.5:
        n.add("Alert card no. ", (I.pat(r, r.choice(["\\AOC-99999", "99999", "O\\AC/99999"])), "IDNUM"), " seen. ")
    social(n, c)
    n.add("Meds: ", s.antiemetic, ", ", s.support, ". Allergies: ", s.allergy, ".\n")
    n.add("A - ", s.obs(), ". ", r.choice(["Alert, GCS 15.", "Drowsy but rousable.", "Clammy, CRT 3 s."]), " ",
          s.labs(False), ". ", r.choice(["CXR clear.", "ECG sinus tachy.", "VBG pH 7.31, lactate raised.",
                                          "Urine dip nit+."]), " Impression: ", s.wdx, ".\n")
    n.add("Pending: ", r.choice(["blood cultures, CRP trend", "CT report", "troponin x2", "Mg/PO4, TFTs"]), ".\n")
    n.add("R - ", r.choice(["Abx given (" + s.abx + ")", "IV fluids running", "Analgesia + antiemetic given"]),
          " at ", c.tm(), "; ", s.plan, "; please admit ", r.choice(["under oncology", "to AMU", "to medicine"]),
          ". Bed requested on ", c.k_ward(), ". ")
    n.add(r.choice(["For full escalation. ", "TEP: ward-based ceiling of care. ", "ReSPECT form completed. ",
                    "DNACPR in place (community form). "]), "\n")
    if r.random() < 0.6:
        nok_line(n, c)
    if r.random() < 0.35:
        gp_block(n, c)
    n.add("Handover given by ", who(c, "edoc", "full"), " to ", who(c, "medreg", "full"), " at ", c.tm(), "\n")
