"""Genres: anaesthetic record; operative note; theatre traceability record (own)."""
import clinical as C
import world as W
import case as K
import common as M
from nb import NB, rng, ch, chance, digits, joinf, sample


def _tm(h, m):
    h += m // 60
    return "%02d:%02d" % (h % 24, m % 60)


def anaesthetic_record(k):
    nb = NB()
    na = k.na
    a = K.anaesthetic_word(k)
    nb((k.hosp, "HOSPITAL"), "\n", ch(["ANESTHESIA RECORD - PEDIATRIC", "Pediatric Anesthesia Record", "INTRAOPERATIVE ANESTHESIA RECORD"]
                                      if na else ["PAEDIATRIC ANAESTHETIC RECORD", "Anaesthetic Chart - Child", "ANAESTHETIC RECORD (DAY CASE)"]), "\n\n")
    nb(M.banner(k, ids=True, nat=chance(0.5), acct=chance(0.5)), "\n")
    nb("Date: ", K.date(k, k.op, ch(["num", "mon"])), "   OR " if na else "   Theatre ", str(rng.randint(1, 8)), "   Weight ", "%.1f kg" % k.wt,
       "   ASA ", k.asa, "\n")
    nb("Procedure: ", K.proc_name(k), "   Surgeon: ", K.staff_name(k.surg, ch(["hon_last", "fi"])), "\n")
    nb("Anesthesiologist: " if na else "Anaesthetist: ", K.staff_name(k.anaes, ch(["hon_full", "full", "fi"])),
       "  ", k.anaes.lic[0], " ", (k.anaes.lic[1], "LICENSE"), "\n")
    if chance(0.6):
        nb("Trainee: ", K.staff_name(k.reg, ch(["hon_last", "full"])), " (", k.reg.title, ")   ")
    nb(ch(["ODP: ", "Anaesthetic nurse: ", "Assistant: "]) if not na else "CRNA: ", K.staff_name(k.odp, ch(["full", "first"])), "\n\n")
    nb("PRE-OP CHECK / SIGN IN\n")
    nb("ID band checked with ", K.rel_word(k.m, k).lower(), " (", K.carer_name(k.m, ch(["first", "full"])), ")  Consent: signed   ",
       "Allergies: ", k.allergy, "\n")
    fast_h = rng.randint(1, 4)
    nb("Last food ", "%02d:%02d" % (rng.randint(1, 5), rng.choice([0, 15, 30, 45])), " (", ch(["toast", "cereal", "milk", "biscuit", "formula"]),
       ")   Last clear fluid ", "%02d:%02d" % (rng.randint(6, 7), rng.choice([0, 10, 30, 45])), " (", ch(["water", "apple juice", "Pedialyte" if na else "squash"]), ")\n")
    nb("Loose teeth: ", ch(["none", "LR1 wobbly - noted", "none"]), "   URTI: ", ch(["no", "mild coryza - proceed", "no"]), "\n")
    nb("Premed: ", ch(C.PREMED).replace("paracetamol", K.para(k)), "\n")
    if k.device:
        act = {"insulin pump": "kept on, basal rate per diabetes plan, BM hourly",
               "cochlear implant processor": "processor removed and given to parent, diathermy bipolar only",
               "hearing aid": "removed in anaesthetic room, given to parent",
               "gastrostomy button": "vented before induction",
               "implanted port": "not accessed",
               "programmable VP shunt": "setting checked post-op"}[k.device[0]]
        nb("Patient device: ", k.device[1], " ", k.device[0], ", SN ", (k.dev_sn, "DEVICE"), " - ", act, "\n")
    h = int(k.time_in[:2]) + 1
    m0 = rng.choice([0, 10, 20, 30, 40])
    nb("\nINDUCTION ", _tm(h, m0), "\n")
    nb(ch(C.INDUCTION), ". ", ch(["Parent present for induction: ", "Mum present: ", "Parent at induction: "]))
    nb(K.carer_name(k.m, "first") if chance(0.7) else "no", ", left theatre at ", _tm(h, m0 + 2), ".\n")
    nb("IV: ", ch(["22G", "24G", "20G"]), " ", ch(["L hand", "R hand", "L foot", "R ACF"]), ", ", ch(["1st attempt", "2nd attempt", "ultrasound-guided"]), "\n")
    nb("Airway: ", ch(C.AIRWAY), ". ", ch(["SV", "IPPV", "PSV"]), ". Maintenance sevoflurane ", "%.1f%%" % rng.uniform(1.8, 3.0),
       " in O2/air.\n")
    nb("Block: ", ch(C.BLOCK), "\n")
    nb("\nDRUGS\nTime   Drug                     Dose        Route  Given\n")
    for i, d in enumerate(sample(C.INTRAOP, rng.randint(3, 6))):
        nb(_tm(h, m0 + 3 + i * 4), "  ", d.replace("paracetamol", K.para(k)).ljust(28), "IV ", "   ",
           (ch([k.anaes, k.odp, k.reg]).ini2(), "DOCTOR"), "\n")
    if chance(0.7):
        nb("\nCD record: fentanyl ", str(int(k.wt)), " mcg drawn up ", _tm(h, m0 - 5), ", witness ",
           K.staff_name(k.odp, ch(["full", "init"])), ". Cabinet access ", ch(["fingerprint ID ", "biometric ID "]),
           (W.bioid("fp"), "BIOID"), " (", K.staff_name(k.anaes, "init"), ")\n")
    nb("\nFluids: Hartmann's ", str(int(k.wt * 10)), " ml   EBL: ", ch(["minimal", "< 5 ml", "10 ml", "20 ml"]), "\n")
    nb("Monitoring: ECG, SpO2, NIBP, EtCO2, temp. Machine ", ch(C.MACHINES), " (SN ", (W.device_sn(), "DEVICE"),
       ") checked ", W.hhmm(7, 8), ". Monitor ", ch(C.MONITORS), ".\n")
    if chance(0.3):
        nb("Warming: Bair Hugger, temp 36.", str(rng.randint(4, 9)), "\n")
    ev = ch(["Uneventful.", "Mild laryngospasm on emergence - CPAP, resolved, sats nadir 88%.", "Bradycardia to 70 on gag insertion, "
             "resolved with glycopyrronium.", "Uneventful. Removed deep.", "Coughing on emergence, no desaturation.",
             "Emergence delirium (PAED 14) - settled with propofol 1 mg/kg."])
    nb("\nEvents: ", ev, "\n")
    nb("To recovery ", _tm(h, m0 + k.proc["dur"] + 15), ", handed over to ", K.staff_name(k.rec, ch(["full", "first"])), " ",
       k.rec.title, ".\n")
    nb("\nPOST-OP INSTRUCTIONS\n")
    nb("- ", K.cap(K.para(k)), " 15 mg/kg (", str(min(1000, int(k.wt * 15))), " mg) ", "PO q6h" if na else "QDS", ", max 60 mg/kg/day\n")
    if "asthma" not in k.pmh or chance(0.5):
        nb("- Ibuprofen 10 mg/kg (", str(min(400, int(k.wt * 10))), " mg) ", "PO q8h" if na else "TDS", " with food\n")
    else:
        nb("- Avoid NSAID (brittle asthma)\n")
    nb("- ", ch(["Oral morphine 100 mcg/kg PRN x1 in recovery", "Ondansetron 0.1 mg/kg PRN", "Clear fluids when awake",
                 "Discharge when criteria met"]), "\n")
    nb("\n", K.sign(k, k.anaes, with_lic=False, with_bleep=chance(0.6)), "\n")
    if chance(0.4):
        nb(K.audit_footer(k, k.anaes), "\n")
    return nb


def operative_note(k):
    nb = NB()
    p = k.proc
    na = k.na
    nb(ch(["OPERATION NOTE", "Operative Note", "OPERATIVE REPORT", "Op note - day case"]), "\n")
    nb((k.hosp, "HOSPITAL"), ch([" - Theatre ", " OR "]), str(rng.randint(1, 8)), "\n\n")
    nb(M.banner(k, ids=True, nat=chance(0.4), acct=chance(0.4), sep="\n"), "\n\n")
    nb("Date of operation: ", K.date(k, k.op, ch(["num", "long", "mon"])), "\n")
    nb("Surgeon: ", K.staff_name(k.surg, ch(["hon_full", "full", "hon_last"])), ch(["", " (" + k.surg.title + ")"]), "\n")
    nb("Assistant: ", K.staff_name(k.reg, ch(["hon_last", "full"])) if chance(0.8) else "nil", "\n")
    nb(ch(["Anaesthetist: ", "Anesthesia: "]), K.staff_name(k.anaes, ch(["hon_last", "full"])), "\n")
    nb("Anaesthetic: GA", ch(["", " + caudal", " + local infiltration", " + penile block", " (LMA)", " (nasal ETT)"]), "\n")
    nb("Case no: ", (W.idnum("case"), "IDNUM"), "\n\n")
    nb("Procedure: ", K.cap(K.proc_name(k)), "\n")
    nb("Code: ", p["cpt"] if na else p["code"], "\n")
    nb("Indication: ", ch(p["ind"]), ".\n")
    nb("Findings: ", ch(p["find"]), ".\n\n")
    nb("Procedure details:\n")
    numbered = chance(0.7)
    for i, s in enumerate(p["steps"]):
        nb("%d. " % (i + 1) if numbered else "- ", K.cap(s), ".\n")
    if p.get("implant") == "grommet":
        g = ch(["Shah 1.14 mm Teflon", "Sheehy collar button", "Armstrong beveled", "Reuter bobbin", "Goode T-tube"])
        nb("Implants: ", g, " x2 - R lot ", (W.device_sn("lot"), "DEVICE"), ", L lot ", (W.device_sn("lot"), "DEVICE"), "\n")
    if p.get("device") == "port":
        nb("Device removed: ", k.device[1] if k.device else "port", ", SN ", (k.dev_sn, "DEVICE"), " - catheter complete, 22 cm\n")
    if p.get("device") == "button":
        nb("New device: MIC-KEY 14 Fr 1.7 cm, lot ", (W.device_sn("lot"), "DEVICE"), "; old button discarded\n")
    if p.get("device") == "stent":
        nb("Stent: 6 Fr Kendall feeding tube as dripping stent, to stay ", ch(["5 days", "7 days"]), "\n")
    if p.get("spec"):
        nb("Specimen: ", ch(["to histology", "histology + microbiology", "fresh to lab"]), " - ", (W.idnum("specimen"), "IDNUM"), "\n")
    else:
        nb("Specimen: ", ch(["none", "nil", "not sent"]), "\n")
    nb("EBL: ", ch(["minimal", "< 10 ml", "negligible", "5 ml"]), "   Drains: nil   Complications: ", ch(["none", "nil", "none intra-op"]), "\n")
    nb("Closure: ", ch(["absorbable sutures", "5/0 Monocryl subcuticular + Steri-Strips", "Dermabond", "n/a"]), "\n\n")
    nb("POST-OP PLAN\n")
    nb("- Day case discharge when ", ch(["eating and drinking", "passed urine", "comfortable and mobilising", "criteria met"]), "\n")
    nb("- Analgesia: regular ", K.para(k), " and ibuprofen for ", ch(["3 days", "5 days", "1 week", "48 hours"]), "\n")
    if p["k"] == "at":
        nb("- No routine antibiotics. Return to ", ch(["ED", "A&E", "the ward"]), " if any bleeding\n")
    if p["k"] == "gr":
        nb("- Hearing test ", ch(["6 weeks", "3 months"]), " post-op; no water precautions needed\n")
    if p["sp"] == "Dental":
        nb("- Soft diet today; chlorhexidine mouthwash from ", ch(["day 2", "tomorrow"]), "\n")
    fu = ch(["clinic " + ch(["6 weeks", "3 months", "8 weeks"]), "telephone review by CNS", "GP follow-up only", "no routine follow-up"])
    nb("- Follow-up: ", fu)
    if fu.startswith("clinic") and chance(0.6):
        nb(" - provisional ", K.date(k, k.clinic, ch(["num", "long"])), " with ", K.staff_name(k.surg, "hon_last"))
    nb("\n")
    if chance(0.4):
        nb("- Parents (", K.carer_name(k.m, "first"), ch([" and ", ") "]))
        if nb.parts[-1] == " and ":
            nb(K.carer_name(k.carers[-1], "first") if len(k.carers) > 1 else [(W.make_person(k.c, adult=True).first, "FAMILY")], ") ")
        nb("updated in recovery.\n")
    nb("\n", K.sign(k, k.surg, with_lic=chance(0.7)), "\n")
    if chance(0.5):
        typist = W.make_person(k.c, adult=True)
        nb("\nDictated ", K.date(k, k.op, "num"), " / typed ", K.date(k, W.next_weekday(k.op, 1), "num"), " ",
           (k.surg.ini2(), "DOCTOR"), "/", (typist.ini2().lower(), "DOCTOR"), "\n")
    nb("cc: ", K.staff_name(k.gp, "hon_last"), ", ", (k.practice, "HOSPITAL"), "\n")
    return nb


def traceability(k):
    nb = NB()
    p = k.proc
    nb((k.hosp, "HOSPITAL"), "\n", ch(["THEATRE TRACEABILITY RECORD", "Implant & Equipment Traceability Log",
                                      "INSTRUMENT / IMPLANT TRACKING SHEET"]), "\n")
    nb("(retain in patient record - scan copy to ", ch(["CSSD", "sterile services", "decontamination"]), ")\n\n")
    nb(M.banner(k, ids=True, nat=chance(0.5), acct=chance(0.3), sep="  "), "\n")
    nb("Date: ", K.date(k, k.op, "num"), "   Theatre ", str(rng.randint(1, 8)), "   Procedure: ", K.proc_name(k), "\n")
    nb("Surgeon: ", K.staff_name(k.surg, "fi"), "   Scrub: ", K.staff_name(k.scrub, ch(["full", "fi"])),
       "   Circulating: ", K.staff_name(k.nurse, "full"), "\n\n")
    nb("INSTRUMENT SETS\n")
    sets = {"ENT": ["Tonsil set", "Adenoid set", "Ear micro set", "Paeds ENT basic"],
            "Urology": ["Paeds minor set", "Hypospadias set", "Cysto set"],
            "General": ["Paeds minor set", "Herniotomy set", "Paeds general set"],
            "Dental": ["Dental exo set", "Oral surgery set", "Restorative kit"]}[p["sp"]]
    for s in sample(sets, rng.randint(1, 3)):
        nb("  ", s.ljust(18), " tray ID ", ("TRY-%s" % digits(7) if chance(0.5) else "%s%s" % (W.letters(2), digits(6)), "DEVICE"),
           "  cycle ", ch(["WD3", "AC1", "AC2", "WD1"]), "\n")
    nb("\nEQUIPMENT\n")
    eq = [("Anaesthetic machine", ch(C.MACHINES)), ("Monitor", ch(C.MONITORS)),
          ("Diathermy", ch(["Valleylab FT10", "Erbe VIO 3", "Bovie Aaron 2250"])),
          ("Infusion pump", ch(C.PUMPS))]
    if p["k"] == "at":
        eq.append(("Coblation controller", "Smith & Nephew Coblator II"))
    if p["k"] in ("gr", "fb"):
        eq.append(("Operating microscope", ch(["Zeiss OPMI Pico", "Leica M320"])))
    if p["k"] == "cys":
        eq.append(("Cystoscope", "Storz 8 Fr paediatric"))
    for name, model in eq:
        nb("  ", name, ": ", model, "  SN ", (W.device_sn(), "DEVICE"), "\n")
    nb("\nIMPLANTS / SINGLE-USE ITEMS\n")
    if p.get("implant") == "grommet":
        g = ch(["Shah Teflon 1.14 mm", "Sheehy collar button 1.14 mm", "Armstrong beveled"])
        for side in ("R", "L"):
            nb("  ", side, " ", g, "  REF ", "%s-%s" % (digits(4), digits(2)), "  LOT ", (W.device_sn("lot"), "DEVICE"),
               "  exp ", "20%d-%02d" % (rng.randint(26, 29), rng.randint(1, 12)), "\n")
    elif p.get("device") == "button":
        nb("  MIC-KEY 14 Fr 1.7 cm  REF 8140-14-1.7  LOT ", (W.device_sn("lot"), "DEVICE"), "\n")
    elif p.get("device") == "port":
        nb("  Explanted: ", k.device[1] if k.device else "port", "  SN ", (k.dev_sn, "DEVICE"), " - returned to ",
           ch(["pathology", "manufacturer (not required)", "clinical waste"]), "\n")
    elif p["k"] == "at":
        nb("  Coblation wand PROcise EZ View  LOT ", (W.device_sn("lot"), "DEVICE"), "\n")
    elif p["sp"] == "Dental":
        nb("  Preformed metal crowns 3M  LOT ", (W.device_sn("lot"), "DEVICE"), ch(["  x2", "  x4", ""]), "\n")
    else:
        nb("  nil implanted\n")
    nb("Swab/instrument count: ", ch(["correct x2", "correct at start and close", "correct"]), "\n\n")
    nb("SCANNED BY\n")
    for s in (k.scrub, k.nurse):
        nb("  ", K.staff_name(s, "full"), "  user ", (s.user, "USERNAME"))
        if chance(0.5):
            bk = ch(["pv", "fp"])
            nb("  ", ch(["palm-vein ID ", "palm vein "]) if bk == "pv" else ch(["fingerprint ", "fingerprint ID "]), (W.bioid(bk), "BIOID"))
        nb("  ", W.hhmm(8, 17), "\n")
    nb("Scanner station ", (W.ip(), "IPADDR"), "\n")
    if chance(0.3):
        nb("Note: ", ch(["tray returned incomplete - Jobson-Horne probe missing, CSSD informed",
                         "2nd grommet opened and dropped - discarded, see lot above",
                         "diathermy pad alarm x1, re-sited", "no issues"]), "\n")
    return nb
