"""Genres: sedation record, GA dental list and operative note."""

from core import Note, pick, chance, sample, typo, digits, letters
from case import pt_ref, carer_ref, paid_carer_ref, make_staff
from locale_fmt import add_days, workday
import blocks
import clinical
import names
import places


def plate(rng, c):
    if c == "UK":
        return letters(rng, 2, "ABCDEFGHKLMNOPRSVWY") + digits(rng, 2) + " " + letters(rng, 3, "ABCDEFGHJKLMNOPRSTUVWXYZ")
    if c == "IE":
        return pick(rng, ["191", "201", "212", "222", "231", "241", "152"]) + "-" + pick(rng, ["D", "C", "G", "KE", "MO", "WX", "L", "TN"]) + "-" + digits(rng, pick(rng, [4, 5]), True)
    if c == "US":
        return pick(rng, [digits(rng, 1, True) + letters(rng, 3) + digits(rng, 3), letters(rng, 3) + "-" + digits(rng, 4)])
    if c == "CA":
        return letters(rng, 4) + " " + digits(rng, 3)
    if c == "AU":
        return pick(rng, [digits(rng, 1, True) + letters(rng, 2) + "-" + digits(rng, 1) + letters(rng, 2), letters(rng, 3) + "-" + digits(rng, 3)])
    if c == "NZ":
        return letters(rng, 3) + digits(rng, 3)
    if c == "ZA":
        return pick(rng, ["CA ", "CY ", "ND ", "NU "]) + digits(rng, 3) + "-" + digits(rng, 3)
    return "S" + letters(rng, 2) + digits(rng, 4) + letters(rng, 1)


def sedation_record(rng, k):
    n = Note()
    L = k.L
    kind = pick(rng, ["iv", "iv", "is", "in"])
    title = {"iv": "CONSCIOUS SEDATION RECORD - IV MIDAZOLAM", "is": "INHALATION SEDATION RECORD (N2O/O2)",
             "in": "INTRANASAL MIDAZOLAM SEDATION RECORD"}[kind]
    n.ln(title)
    n.ln((k.hosp if chance(rng, 0.5) else k.service, "HOSPITAL"))
    n.w("\n")
    blocks.pt_banner(rng, n, k, style=pick(rng, ["compact", "form"]), address=chance(rng, 0.3))
    n.w("Date: ", L.d(rng, k.visit), "     Surgery ", (str(rng.randrange(1, 8)), "LOCATION_OTHER"), "\n")
    if chance(rng, 0.22):
        n.w("ID check: wristband + palm-vein scan (biometric ref ", (pick(rng, ["PV-", "PV", "BIO-"]) + digits(rng, 7), "BIOID"), ")\n")
    n.w("Operator-sedationist: ", k.lead.name(pick(rng, ["title_full", "full"])), "\n")
    n.w("Second appropriately trained person: ", k.nurse.name("full"), " (" + k.nurse.role + ")\n")
    n.w("Escort: ")
    if k.res in ("care_home", "supported"):
        n.w(k.carer.name("full", "FAMILY"), " (" + k.carer_role + ")")
    else:
        n.w(k.fam.name(pick(rng, ["full", "title_full"]), "FAMILY"), " (" + k.rel + ")")
    n.w("   Contact: ", (k.fam_phone if k.res not in ("care_home", "supported") else L.phone(rng, "mobile"), "PHONE"),
        "   Escort to remain on site: Y\n")
    if chance(rng, 0.45):
        n.w("Transport: " + pick(rng, ["wheelchair-accessible taxi", "hospital patient transport", "care home minibus", "escort's own car"]) +
            ", reg ", (plate(rng, L.code), "VEHICLE"), "\n")
    n.w("\nPRE-SEDATION\n")
    wt = rng.randrange(38, 132)
    n.w("Weight %d kg   ASA %s   BP %d/%d   HR %d   SpO2 %d%% (air)\n" % (
        wt, pick(rng, ["I", "II", "II", "III"]), rng.randrange(100, 160), rng.randrange(58, 96), rng.randrange(58, 105), rng.randrange(95, 100)))
    n.w("Last food " + pick(rng, ["07:00 (toast)", "06:30 light breakfast", "evening before", "08:15 yoghurt"]) +
        "; clear fluids until " + pick(rng, ["08:00", "09:00", "10:30"]) + ".\n")
    n.w("MH re-checked - " + pick(rng, ["no change since assessment on ", "new medication since ", "last seizure reported "]),
        L.d(rng, add_days(k.visit, -rng.randrange(14, 120))), ". ")
    n.w("Consent: " + pick(rng, ["written consent obtained (patient has capacity).", "best interests decision documented - see BI record.",
                                 "consent form signed by patient; " + k.rel + " present."]) + "\n")
    n.w("Pre- and post-sedation instructions given verbally and in writing on ", L.d(rng, add_days(k.visit, -rng.randrange(7, 40))), ".\n\n")
    h, m = rng.randrange(8, 14), pick(rng, [0, 10, 20, 30, 40])
    if kind == "iv":
        n.w("CANNULATION: %s %s at %s (%s attempt)\n" % (pick(rng, ["22G", "22G", "24G", "20G"]),
                                                       pick(rng, ["L dorsum of hand", "R dorsum of hand", "L ACF", "R antecubital fossa"]),
                                                       clinical.clock(h, m), pick(rng, ["1st", "1st", "2nd"])))
        n.w("Drug: midazolam 5 mg/5 ml   Batch " + letters(rng, 2) + digits(rng, 4) + "   Exp " + "%02d/%d" % (rng.randrange(1, 13), rng.randrange(2025, 2028)) + "\n\n")
        n.w("Time  | Dose mg | Total mg | SpO2 | HR | BP     | RR | Notes\n")
        total = 0.0
        t = clinical.add_min(h, m, 3)
        doses = [2.0] + [1.0] * rng.randrange(1, 5) + ([0.5] if chance(rng, 0.4) else [])
        for i, dose in enumerate(doses):
            total += dose
            _, hr, bp, sp, rr = clinical.vitals_row(rng, 0, drowsy=i > 2)
            note = pick(rng, ["", "", "relaxed", "slurred speech", "Eve's sign +ve" if i == len(doses) - 1 else "", "verbal contact maintained"])
            n.w("%s | %.1f     | %.1f      | %d   | %d | %s | %d | %s\n" % (clinical.clock(*t), dose, total, sp, hr, bp, rr, note))
            t = clinical.add_min(t[0], t[1], pick(rng, [2, 2, 3]))
        n.w("Total midazolam %.1f mg. Flumazenil: %s\n" % (total, pick(rng, ["not required", "not required", "200 mcg given at " + clinical.clock(*clinical.add_min(t[0], t[1], 40))])))
    elif kind == "is":
        n.w("Machine: " + pick(rng, ["Aerova RA-3 relative analgesia unit", "Quantiflex-type mixing head"]) + ", serial ",
            ("RA" + digits(rng, 6), "DEVICE"), "; scavenging checked.\n")
        n.w("N2O titrated in 5-10% increments: 10% -> 20% -> 30%" + pick(rng, ["", " -> 35%", " -> 40%"]) + " at " + clinical.clock(h, m) + "-" +
            clinical.clock(*clinical.add_min(h, m, 6)) + ". Flow 6 L/min.\n")
        n.w("Nasal hood tolerated after " + pick(rng, ["tell-show-do", "two practice breaths", "scented hood (strawberry)"]) + ".\n")
        n.w("100% O2 for 3 min at end.\n")
    else:
        dose = round(wt * 0.2, 1)
        dose = min(dose, 10.0)
        n.w("Midazolam 40 mg/ml via mucosal atomiser, %.1f mg (0.2 mg/kg) split between nostrils at %s.\n" % (dose, clinical.clock(h, m)))
        n.w("Onset ~10 min; IV cannula sited after onset: 22G %s.\n" % pick(rng, ["L hand", "R hand", "L ACF"]))
    n.w("Monitoring: " + pick(rng, ["PulseTrak 40 oximeter", "Corvel M5 monitor (SpO2/NIBP)", "pulse oximetry + NIBP q5min"]))
    if chance(rng, 0.6):
        n.w(", equipment SN ", (pick(rng, ["PT40-", "CM5-", "EQ-"]) + digits(rng, 6), "DEVICE"))
    n.w(". Capnography " + pick(rng, ["in use", "not in use (IS)", "in use"]) + ".\n\n")
    n.w("TREATMENT\n")
    for i in range(rng.randrange(2, 4)):
        n.w(" - " + clinical.proc_text(rng, L) + "\n")
    if chance(rng, 0.6):
        n.w("Comments: ")
        blocks.narrative(rng, n, k, typo)
    n.w("LA: " + pick(rng, ["articaine 4% 1:100,000 x 2.2 ml buccal infiltration", "lidocaine 2% 1:80,000 x 2 cartridges (IDB)",
                            "mepivacaine 3% plain x 1.8 ml", "none required"]) + "\n\n")
    n.w("RECOVERY\n")
    rh, rm = clinical.add_min(h, m, rng.randrange(45, 80))
    n.w("To recovery bay ", (str(rng.randrange(1, 5)), "LOCATION_OTHER"), " at " + clinical.clock(rh, rm) + ". ")
    n.w("Cannula removed " + clinical.clock(*clinical.add_min(rh, rm, 25)) + ", site clean. " if kind != "is" else "")
    n.w("Discharge criteria met " + clinical.clock(*clinical.add_min(rh, rm, rng.randrange(30, 55))) + " (ambulant " +
        pick(rng, ["with support", "unaided", "in own wheelchair"]) + ", SpO2 97% air).\n")
    n.w("Discharged into the care of ")
    if k.res in ("care_home", "supported"):
        n.w(k.carer.name(pick(rng, ["full", "first"]), "FAMILY"))
    else:
        n.w(k.fam.name(pick(rng, ["first", "full"]), "FAMILY"))
    n.w(". Advised: no driving, machinery or legal documents for 24 h; adult supervision overnight.\n")
    if chance(rng, 0.4):
        n.w("Follow-up call ", L.d(rng, add_days(k.visit, 1)), " by ", k.nurse2.name("first_linit"), ": " +
            pick(rng, ["well, eating soft diet.", "mild bruising at cannula site, reassured.", "no answer - message left on ", ]))
        if n.buf[-1].endswith("on "):
            n.w((k.fam_phone, "PHONE"), ".")
        n.w("\n")
    n.w("\nSedationist: ", k.lead.name(pick(rng, ["full", "finit_last"])))
    if chance(rng, 0.6):
        n.w("  ", k.lead.reg_label + " ", (k.lead.reg, "LICENSE"))
    n.w("\nNurse: ", k.nurse.name(pick(rng, ["full", "init_nodot"])), "\n")
    return n


def ga_list(rng, k):
    n = Note()
    L = k.L
    us = L.code in ("US", "CA")
    date = k.visit
    n.ln(pick(rng, ["DENTAL GA LIST", "OR SCHEDULE - DENTAL (GENERAL ANESTHESIA)", "Dental OR list"] if us else
                   ["DENTAL GA LIST", "Theatre List - Special Care Dentistry under GA", "Day Surgery Theatre List - Dental"]))
    n.w((k.hosp, "HOSPITAL"), " - " + pick(rng, ["Day Surgery Unit", "Main Theatres", "Ambulatory Surgery"]) + ", " +
        ("OR " if us else "Theatre "), (str(rng.randrange(1, 12)), "LOCATION_OTHER"), "\n")
    session = pick(rng, ["AM 08:00-13:00", "PM 13:30-18:00", "all day 08:00-17:30"])
    n.w("Date: ", L.d(rng, date, "wd_long"), "    Session: " + session + "\n")
    n.w("Surgeon: ", k.lead.name(pick(rng, ["title_full", "title_last"])), "   " + L.term("anaesthetist").capitalize() + ": ", k.anaes.name(pick(rng, ["title_full", "title_last"])), "\n")
    scrub = make_staff(rng, L, "nurse")
    n.w("Scrub: ", scrub.name("full"), "   " + ("CRNA" if L.code == "US" else "ODP") + ": ", names.make_person(rng, L.code).name("full", "DOCTOR"), "\n\n")
    n.w("# | Patient | " + k.mrn[0].rstrip(":") + " | Age | Procedure | ASA | Notes\n")
    nrow = rng.randrange(3, 6)
    main_i = rng.randrange(nrow)
    procs_pool = ["Comprehensive dental care + poss XLA", "Exam, radiographs, scale, restorations", "XLA " +
                  ", ".join(clinical.teeth(rng, L, 3)), "Surgical removal " + clinical.tooth(rng, L), "Full clearance",
                  "Restorations + FS, " + ("pulpotomy" if chance(rng, 0.5) else "SSCs"), "Exam + bloods (combined)"]
    for i in range(nrow):
        n.w(str(i + 1) + " | ")
        if i == main_i:
            n.w(k.pt.name("LF", "PATIENT"), " | ", (k.mrn[1], "MRN"), " | ", (str(k.age), "AGE"), " | ",
                pick(rng, procs_pool), " | ", pick(rng, ["II", "III"]), " | ", k.conds[0])
            if chance(rng, 0.5):
                n.w("; BI form signed, " + k.rel + " attending")
        else:
            o = names.make_person(rng, L.code)
            mr = "".join(str(rng.randrange(10)) if ch.isdigit() else ch for ch in k.mrn[1])
            n.w(o.name("LF", "PATIENT"), " | ", (mr, "MRN"), " | ", (str(rng.randrange(5, 88)), "AGE"), " | ",
                pick(rng, procs_pool), " | ", pick(rng, ["I", "II", "II", "III"]), " | ",
                pick(rng, ["autism - premed on ward", "latex allergy - FIRST on list", "diabetic - early slot", "needle phobic - gas induction",
                           "hoist; bariatric table", "anxiety; carer to accompany to anaesthetic room", "epilepsy, VNS", "nil"]))
        n.w("\n")
    n.w("\nCombined procedures: " + pick(rng, ["bloods for " + L.term("gp") + " (FBC, U&E, TFT)", "ear exam + wax removal (ENT)",
                                             "podiatry nail care", "none", "cervical smear (gynae)", "eye exam (ophthalmology)"]))
    if chance(rng, 0.5):
        n.w(" - Dr" + ("." if us else "") + " ", names.make_person(rng, L.code).name(pick(rng, ["full", "last"]), "DOCTOR"))
    n.w("\n\n")
    # operative note for the main patient
    n.w(pick(rng, ["OPERATIVE NOTE", "Operation note", "OP NOTE - DENTAL GA"]) + " - ", k.pt.name(pick(rng, ["full", "LF", "fml"]), "PATIENT"),
        " (" + k.mrn[0].rstrip(":") + " ", (k.mrn[1], "MRN"), ")\n")
    if chance(rng, 0.5):
        n.w(k.acct[0] + " ", (k.acct[1], "ACCOUNT"), "\n")
    if chance(rng, 0.2):
        n.w("Identity confirmed: wristband, photo and biometric ID ", (pick(rng, ["BIO-", "FP-", "BIOM"]) + digits(rng, 6), "BIOID"), "\n")
    n.w("Pre-op: WHO checklist completed. " + pick(rng, ["Consent form 4 (best interests) checked.", "Consent form 1 signed by patient.",
                                                        "Guardian consent on file.", "Consent by " + L.decision_maker() + " confirmed."]))
    n.w(" Premed: " + pick(rng, ["oral midazolam 15 mg at " + pick(rng, ["07:20", "07:45", "12:40"]), "none", "none", "intranasal dexmedetomidine 2 mcg/kg"]) + ".\n")
    n.w("Induction: " + pick(rng, ["IV propofol/fentanyl", "gas induction sevoflurane (needle phobic)", "IM ketamine 4 mg/kg (unable to cooperate), then sevoflurane"]) + ".\n")
    ih = rng.randrange(8, 11) if session.startswith("AM") else rng.randrange(13, 16) if session.startswith("PM") else rng.randrange(8, 15)
    im = rng.randrange(0, 50)
    n.w("Airway: nasal RAE %s; throat pack in %s, out %s (count confirmed by " % (pick(rng, ["6.0", "6.5", "7.0"]), clinical.clock(ih, im),
                                                                               clinical.clock(*clinical.add_min(ih, im, rng.randrange(30, 90)))),
        scrub.name("first"), ").\n")
    n.w("Findings: ")
    for f in sample(rng, clinical.DENTAL_FINDINGS, 2):
        n.w(f + "; ")
    if L.code in ("UK", "IE", "AU", "NZ"):
        n.w("BPE " + clinical.bpe(rng) + ".")
    n.w("\nRadiographs: " + pick(rng, ["BWs + DPT, ", "PAs x4, ", "bitewings, "]), "accession ", ("XR" + digits(rng, 8), "IDNUM"), ".\n")
    n.w("Procedures:\n")
    for i in range(rng.randrange(3, 6)):
        n.w("  - " + clinical.proc_text(rng, L) + "\n")
    n.w("Haemostasis: " + pick(rng, ["pressure + oxidised cellulose, 4/0 Vicryl Rapide x3", "tranexamic acid-soaked gauze; sutured 3/0 resorbable",
                                   "achieved with pressure"]) + ". EBL < %d ml.\n" % rng.randrange(10, 60))
    n.w("LA: articaine 4% 1:100,000 " + str(rng.randrange(1, 4)) + " cartridges.\n")
    n.w("Post-op: to recovery then " + pick(rng, ["day case ward", "discharge home", "overnight stay"]))
    if chance(rng, 0.6):
        n.w(" - ", (k.ward, "HOSPITAL"), ", bed ", (str(rng.randrange(1, 30)), "LOCATION_OTHER"))
    n.w(".\nAnalgesia: " + ("acetaminophen" if us else "paracetamol") + " %s + ibuprofen %s if no contraindication. Soft diet 48 h.\n" % (
        pick(rng, ["1 g QDS", "15 mg/kg QDS", "500 mg QDS"]), pick(rng, ["400 mg TDS", "10 mg/kg TDS"])))
    n.w("Follow-up: " + pick(rng, ["telephone review 48 h", "review in clinic 2/52", "recall 3/12 with " + L.term("gdp"), "review 6/12"]))
    if chance(rng, 0.5):
        n.w(" (", L.d(rng, workday(add_days(date, rng.randrange(14, 90)))), ")")
    n.w(".\n\n")
    n.w("Surgeon: ", k.lead.name(pick(rng, ["full", "title_full"])), " " + k.lead.creds)
    if chance(rng, 0.5):
        n.w("  ", k.lead.reg_label + " ", (k.lead.reg, "LICENSE"))
    n.w("\n")
    if chance(rng, 0.4):
        n.w(L.term("anaesthetist").capitalize() + ": ", k.anaes.name("full"), "  ", k.anaes.reg_label + " ", (k.anaes.reg, "LICENSE"), "\n")
    return n
