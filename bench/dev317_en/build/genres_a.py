"""Genres: line insertion record, vascular access referral, tip-confirmation CXR report."""

import clinical as K
import blocks as B


def _device(r):
    cls, desc, vein = r.choice(K.DEVICES)
    return cls, desc, r.choice([vein] + K.VEINS), r.choice(K.MODELS)


def line_insertion_record(n, case):
    r, loc = case.r, case.loc
    cls, desc, vein, model = _device(r)
    side = r.choice(["R", "L", "right", "left"])
    ind, ther, dur = K.pick_ind(r, case.pt.sex, case.age)
    op = case.clin("vat", "op")
    asst = case.clin(r.choice(["vat", "ward_nurse"]), "asst")
    cons = case.clin("doctor", "cons")
    fr = int(desc[0]) if desc[1:3] == "Fr" else 4
    mm = K.vein_mm(r)
    t = K.time(r)
    length = r.randrange(36, 52) if cls == "PICC" else int(desc.split(" cm")[0].split()[-1])
    arm = r.randrange(23, 39)
    layout = r.randrange(3)
    if layout == 0:
        B.hosp_header(n, case, r.choice(["Vascular Access Service", "IV Therapy Team",
                                         "Vascular Access & IV Therapy Service"]))
        n.line(r.choice(["PICC / MIDLINE INSERTION RECORD", "Peripherally Inserted Line - "
                         "Insertion Record", "VASCULAR ACCESS DEVICE INSERTION RECORD"]))
        n.line("=" * r.randrange(30, 48))
        B.pid_lines(n, case, extras=r.sample(["acct", "gp"], r.randrange(0, 2)))
        n.line("Location: ", B.bed_p(case), "    Consultant: Dr ", cons.last_only("DOCTOR"))
        n.line("Date of insertion: ", case.d(0), "    Time: ", t)
        n.blank()
        n.line("Indication: ", ind, " - ", ther, ", planned duration ", dur)
        k = r.random()
        if k < 0.2:
            n.line("Consent: written, obtained from ", case.fam_ref(0, "full"),
                   r.choice([" (EPOA)", " (enduring guardian)", " (next of kin) - pt lacks capacity"]))
        else:
            n.line("Consent: ", r.choice(["verbal", "written", "written (form 1)"]),
                   ", obtained from patient")
        n.line("Allergies: ", r.choice(["NKDA", "chlorhexidine - povidone-iodine used instead",
                                        "penicillin (rash)", "Elastoplast", "nil known"]))
        n.line("Anticoagulation: ", r.choice(["nil", "apixaban held 24 h", "enoxaparin 40 mg "
                                              "prophylaxis - last dose 12 h ago",
                                              "warfarin, INR 1.9 - discussed with team"]))
        n.line("Bloods: ", ", ".join(K.labs(r, case.c == "US")[2:]), " (", case.d(-r.randrange(0, 3), "dm"), ")")
        n.blank()
        n.line("PRE-INSERTION ASSESSMENT")
        n.line("  Vessel: %s %s, diameter %s mm, depth %.1f cm, compressible, no thrombus" % (
            side, vein, mm, r.randrange(5, 22) / 10.0))
        n.line("  ZIM: ", r.choice(K.ZIM), "; arm circumference %d cm at 10 cm above AC fossa" % arm)
        n.line("  Catheter-to-vein ratio: %d%%" % K.cvr(r, fr, float(mm)))
        n.line("DEVICE")
        n.line("  ", desc, " (", model, ")")
        n.line("  REF %d-%02d%s    LOT: " % (r.randrange(1000, 9999), r.randrange(100),
                                            r.choice(["", "P", "T"])), ("DEVICE", loc.device_id("lot")),
               r.choice(["", ["    Expiry ", ("DATE", "%02d/%d" % (r.randrange(1, 13), case.base.year + 2))]]))
        n.line("PROCEDURE")
        n.line("  Maximal sterile barrier precautions, 2% CHG / 70% IPA 30 s, allowed to dry")
        n.line("  Lidocaine 1% ", r.choice(["2 mL", "3 mL", "1.5 mL"]), " SC")
        n.line("  Modified Seldinger technique, 21G echogenic needle; attempts: ",
               str(r.choice([1, 1, 1, 2, 3])))
        if cls == "PICC":
            n.line("  Tip location: ", r.choice(K.TIP_METHODS))
            n.line("  Trimmed length %d cm, external length %d cm" % (length, r.choice([0, 0, 1, 2])))
        else:
            n.line("  Length %d cm, tip in axillary vein - no CXR required" % length)
        n.line("  Blood return: ", r.choice(["brisk", "good, all lumens", "sluggish from red lumen"]),
               "; flushed 10 mL 0.9% NaCl pulsatile")
        n.line("  Securement: ", r.choice(K.SECUREMENT))
        n.line("  Dressing: ", r.choice(K.DRESSINGS))
        n.line("COMPLICATIONS: ", r.choice(["nil", "none", "minor ooze - haemostatic gauze applied",
                                            "arterial puncture on 1st pass, pressure 5 min",
                                            "paraesthesia on guidewire advance - withdrawn 2 cm, resolved"]))
        if cls == "PICC" and r.random() < 0.5:
            n.line("CXR requested: accession ", ("IDNUM", loc.idnum("accession", case.base.year)),
                   " - do not use until tip confirmed")
        else:
            n.line("Line OK to use: YES")
        n.line("Next dressing / NFC change due: ", case.d(7))
        n.blank()
        n.line("Inserted by: ", op.sig(), " - ", op.role)
        lab, val = loc.license("nurse")
        n.line("  ", lab, ": ", ("LICENSE", val), "    Bleep: ", ("PHONE", loc.phone("pager")))
        n.line(r.choice(["Assisted by: ", "Second checker: ", "Supervised by: "]), asst.sig())
    elif layout == 1:
        n.line("Procedure Note - ", cls, " insertion")
        n.line("Date/Time: ", case.d(0), " ", t)
        n.line("Patient: ", case.pname("full"), " (", case.age_p(r.choice(["sexage", "y"])), ")  ",
               "MRN ", ("MRN", case.mrn))
        n.line("Location: ", ("HOSPITAL", case.hosp), " - ", B.bed_p(case))
        n.line("Operator: ", op.full("DOCTOR"), ", ", op.cred, r.choice(["", ", VA-BC", " CRNI"]))
        n.line("Attending: Dr ", cons.full("DOCTOR"))
        n.blank()
        n.fl("Indication: {i}. Referred by ward team for {t}, expected {d}. Peripheral access "
             "exhausted ({x} PIVC attempts over 48 h).", i=ind, t=ther, d=dur,
             x=str(r.randrange(2, 7)))
        n.blank()
        n.fl("Time out performed at {t0} with {a}. Patient identified with two identifiers "
             "(name and DOB {dob}). Site marked, {side} arm.", t0=t, a=asst.full("DOCTOR"),
             dob=case.dob_p(), side=side)
        if r.random() < 0.5:
            n.fl("{pr}; {hand}-hand dominant, so {other} arm preferred.",
                 pr=(["Retired ", ("PROFESSION", case.prof)] if case.retired else
                     [r.choice(["Pt is " + case.an, "Patient works as " + case.an]), ("PROFESSION", case.prof)]),
                 hand=r.choice(["right", "left"]), other="the non-dominant")
        n.fl("Ultrasound survey: {side} {v} {mm} mm at mid upper arm, ZIM {z}. Cephalic small "
             "and tortuous. Brachial artery identified and avoided.", side=side, v=vein, mm=mm,
             z=r.choice(K.ZIM))
        n.fl("Prepped with 2% chlorhexidine in 70% alcohol. Full sterile barrier. 1% lidocaine "
             "2 mL. Vein accessed first pass under real-time ultrasound, 0.018\" guidewire advanced "
             "without resistance, microintroducer placed, {desc} ({m}) advanced to {L} cm. {tip}",
             desc=desc, m=model, L=str(length),
             tip=r.choice(["ECG: max P wave at %d cm, pulled back 1 cm." % (length + 1),
                           "Tip confirmation by ECG - characteristic P wave peak.",
                           "Tip position to be confirmed by CXR."]))
        n.fl("Good blood return. Flushed with 10 mL NS. Secured with {s}; {dr} applied. "
             "EBL < 5 mL. No immediate complications.", s=r.choice(K.SECUREMENT),
             dr=r.choice(K.DRESSINGS))
        n.fl("Lot #: {lot}. Arm circumference {a} cm.", lot=("DEVICE", loc.device_id("lot")),
             a=str(arm))
        n.blank()
        n.fl("Plan: {p}. Weekly dressing and needleless connector change; next due {d7}. "
             "Remove when therapy complete (anticipated {end}).",
             p=r.choice(["OK to use", "Hold until CXR reviewed", "OK to use - ECG confirmed"]),
             d7=case.d(7, "dmon"), end=case.d(r.randrange(14, 50), "monyr" if r.random() < 0.3 else None))
        n.blank()
        n.line("Electronically signed by ", op.full("DOCTOR"), ", ", op.cred, " on ",
               case.d(0), " at ", K.time(r))
        if r.random() < 0.5:
            n.line("Encounter #: ", ("ACCOUNT", loc.account()))
    else:
        n.line(r.choice(["VAD insertion", "LINE INSERTION", "picc/midline flowsheet"]), " | ",
               case.d(0), " | ", t)
        n.line("pt: ", case.pname("LF"), " | ", "urn " if case.c == "AU" else "mrn ",
               ("MRN", case.mrn), " | dob ", case.dob_p(), " | ", ("HOSPITAL", case.ward))
        rows = [("device", desc), ("model", model), ("lot", ("DEVICE", loc.device_id("lot"))),
                ("vein", "%s %s %s mm" % (side, vein, mm)), ("zim", r.choice(K.ZIM)),
                ("attempts", str(r.choice([1, 1, 2]))), ("length", "%d cm" % length),
                ("ext length", "%d cm" % r.choice([0, 1, 2])),
                ("arm circ", "%d cm" % arm),
                ("tip", r.choice(K.TIP_METHODS) if cls == "PICC" else "n/a - midline, axillary"),
                ("securement", r.choice(K.SECUREMENT)), ("dressing", r.choice(K.DRESSINGS)),
                ("indication", ind), ("therapy", ther + " x " + dur)]
        for k_, v in rows:
            n.line(k_.ljust(12), "| ", v)
        n.line("inserter".ljust(12), "| ", op.full("DOCTOR"), " (",
               ("USERNAME", op.username()), ")")
        n.line("assist".ljust(12), "| ", asst.init_last("DOCTOR"))
        n.line("comments".ljust(12), "| ", r.choice([
            ["pt tolerated well, ", case.fam_ref(0, "first"), " present throughout"],
            ["first pass, no issues"], ["2nd attempt after valve encountered at 18 cm"],
            ["needle phobic - distraction used, ", case.pt.first_only("PATIENT"), " coped well"]]))


def vascular_access_referral(n, case):
    r, loc = case.r, case.loc
    ind, ther, dur = K.pick_ind(r, case.pt.sex, case.age)
    ref = case.clin("doctor", "ref")
    nurse = case.clin("ward_nurse", "wn")
    layout = r.randrange(3)
    if layout < 2:
        B.hosp_header(n, case, r.choice(["Referral to Vascular Access Team",
                                         "VASCULAR ACCESS REFERRAL", "IV Therapy Team - Referral Form",
                                         "Request for PICC / Midline / Port"]),
                      contacts=r.random() < 0.3)
        n.line("Referral ID: ", ("IDNUM", loc.idnum("referral", case.base.year)),
               "    Received: ", case.d(0), " ", K.time(r))
        n.blank()
        n.line("PATIENT DETAILS")
        ex = ["addr", "phone"] + (["acct"] if r.random() < 0.4 else [])
        B.pid_lines(n, case, extras=ex)
        if case.c in ("US", "CA", "IE") and r.random() < 0.8:
            n.line(loc.ssn_label(), ": ", ("SSN", loc.ssn()))
        if case.c == "US" and r.random() < 0.7:
            n.line("Insurance: ", ("ORGANIZATION", case.insurer()), "  Member ID ",
                   ("HEALTHPLAN", loc.insurance_no()), "  Group ", ("HEALTHPLAN", loc.group_no()))
        rel, fp = case.fam[0]
        n.line("NOK: ", fp.full("FAMILY"), " (", rel, ") ", ("PHONE", loc.phone("mobile")))
        n.line("Location: ", B.bed_p(case))
        n.blank()
        n.line("CLINICAL DETAILS")
        n.line("Diagnosis / indication: ", ind)
        n.line("Therapy: ", ther)
        n.line("Expected duration: ", dur, r.choice(["", " (may extend - ID to review)"]))
        n.line("Vesicant / irritant: ", r.choice(["No", "Yes - pH < 5", "Yes (chemo)",
                                                  "osmolarity > 900 mOsm/L (PN)"]))
        n.line("Device requested: ", r.choice(["PICC", "Midline", "PICC or midline - VAT to advise",
                                               "Implanted port", "Tunnelled CVAD", "USS-guided PIVC"]))
        n.line("Previous VADs: ", r.choice(["nil", "R arm PICC ", "port L chest ", "Hickman "]),
               r.choice(["", ["removed ", case.d(-r.randrange(60, 900), "monyr")]]))
        n.line("Renal: ", r.choice(["eGFR > 60", "CKD 4 - discuss vein preservation with renal",
                                    "on HD via L AVF - use R arm only", "eGFR 41"]))
        n.line("Bloods: ", ", ".join(K.labs(r, case.c == "US")))
        if r.random() < 0.5:
            n.line("Funding: ", r.choice(K.FUNDING[case.c]))
        n.line("MRSA screen: ", r.choice(["negative", "positive - decolonisation started",
                                          "pending"]), "    Allergies: ",
               r.choice(["NKDA", "chlorhexidine", "latex", "vancomycin (red man)", "nil"]))
        n.line("Capacity / consent: ", K.interpreter(r, case.pt.origin) or r.choice(
            ["has capacity", "has capacity", ["lacks capacity - ", case.fam_ref(1, "full"),
                                              " holds LPA"]]))
        if r.random() < 0.5:
            n.line("Social: lives ", r.choice(["alone", ["with ", case.fam_ref(0)],
                                              "in residential care"]), "; ",
                   case.prof_p(), r.choice(["", "; keen for home IV (OPAT)", "; drives"]))
        if r.random() < 0.3:
            n.line("Discharge destination: ", ("HOSPITAL", case.care_home()), ", ",
                   ("CITY", case.addr["city"]))
        n.blank()
        n.line("REFERRER")
        n.line("Name: ", ref.sig(), "  Role: ", ref.role)
        n.line("Contact: bleep ", ("PHONE", loc.phone("pager")), r.choice([
            "", ["  email ", ("EMAIL", B.email_person(case, ref))]]))
        n.line("Ward contact: ", nurse.full("DOCTOR"), " ", nurse.cred, ", ext ",
               ("PHONE", "555" + loc.dig(1)))
        n.line("Date: ", case.d(0), "  Urgency: ", r.choice(["routine", "urgent - today",
                                                             "before discharge", "within 48 h"]))
        if r.random() < 0.6:
            n.blank()
            vat = case.clin("vat", "vat")
            n.line("--- VAT triage ---")
            n.fl("Triaged by {v} {d}: {msg}", v=vat.full("DOCTOR"), d=case.d(r.randrange(0, 2), "dm"),
                 msg=r.choice(["accepted, listed for PICC tomorrow AM",
                               "midline more appropriate for < 14 days therapy",
                               "declined - platelets too low, recheck after transfusion",
                               ["booked for ", case.d(r.randrange(1, 4), "wk"),
                                ", IR list if difficult"]]))
    else:
        to = r.choice(["Vascular Access Team", "IV team", "PICC service"])
        n.line("To: ", to, " <", ("EMAIL", B.email_team(case)), ">")
        n.line("From: ", ref.full("DOCTOR"), " <", ("EMAIL", B.email_person(case, ref)), ">")
        n.line("Date: ", case.d(0, "wklong"), " ", K.time(r))
        n.line("Subject: PICC referral - ", case.pname("LFU"), " ", ("MRN", case.mrn))
        n.blank()
        n.line("Hi team,")
        n.blank()
        n.fl("Please could you review {p} ({age}, DOB {dob}) on {bed} for {dev}. {He} has "
             "{ind} and ID have recommended {ther} for {dur}. We have struggled with "
             "peripheral access - {k} cannulas in the last 3 days, last one tissued overnight.",
             p=case.pname("full"), age=case.age_p("yo"), dob=case.dob_p(), bed=B.bed_p(case),
             dev=r.choice(["a PICC", "PICC insertion", "a midline"]), He=case.he().capitalize(),
             ind=ind, ther=ther, dur=dur, k=str(r.randrange(3, 8)))
        n.blank()
        n.fl("Recent bloods: {l}. {extra}", l=", ".join(K.labs(r, case.c == "US")),
             extra=r.choice(["Not on anticoagulation.", "On apixaban 5 mg BD - last dose this AM.",
                             "On prophylactic LMWH."]))
        n.blank()
        if r.random() < 0.6:
            n.fl("Plan is discharge home with {who} supporting IV via the OPAT service. "
                 "{He} lives in {city} and {pr}.", who=case.fam_ref(0), He=case.he().capitalize(),
                 city=("CITY", case.addr["city"]), pr=["works as " + case.an, ("PROFESSION", case.prof)]
                 if not case.retired else ["is a retired ", ("PROFESSION", case.prof)])
            n.blank()
        n.fl("Happy to discuss - bleep {b} or mobile {m}.", b=("PHONE", loc.phone("pager")),
             m=("PHONE", loc.phone("mobile")))
        n.blank()
        n.line("Thanks,")
        n.line(ref.first_only("DOCTOR"))
        n.line(ref.full("DOCTOR"), ", ", ref.role)
        n.line(("HOSPITAL", case.hosp))


def tip_cxr_report(n, case):
    r, loc = case.r, case.loc
    rad = case.clin("radiologist", "rad")
    req = case.clin(r.choice(["vat", "doctor"]), "req")
    ok = r.random() < 0.72
    ins = r.choice([0, 0, -1])
    side = r.choice(["Right", "Left"])
    line = r.choice(["PICC", "PICC", "PICC", "tunnelled CVC", "port catheter", "CVC"])
    acc = ("IDNUM", loc.idnum("accession", case.base.year))
    layout = r.randrange(3)
    if layout == 0:
        B.hosp_header(n, case, r.choice(["Department of Medical Imaging", "Radiology",
                                         "Diagnostic Imaging Services"]))
        n.line("Patient: ", case.pname("LFU"), "   ", r.choice(["MRN", "Hosp No", "URN"]),
               ": ", ("MRN", case.mrn), "   DOB: ", case.dob_p())
        n.line("Exam: XR CHEST 1 VIEW (", r.choice(["AP mobile", "PA", "AP erect"]), ")    Accession: ", acc)
        n.line("Exam date: ", case.d(0), " ", K.time(r), "    Referrer: ", req.sig())
        n.line("Location: ", B.bed_p(case))
    elif layout == 1:
        n.line(r.choice(["XR Chest", "CHEST X-RAY", "CXR - line position"]), " | ", acc, " | ", case.d(0))
        n.line(case.pname("LF"), " | ", case.age_p("sexage"), " | ", ("MRN", case.mrn))
        n.line("Requested by ", req.full("DOCTOR"), " (", ("PHONE", loc.phone("pager")), ")")
    else:
        n.line("RADIOLOGY REPORT")
        n.line("Name: ", case.pname("full"), "    DOB: ", case.dob_p(), "    Age: ",
               ("AGE", str(case.age)))
        n.line(case.nat[0] if case.c in ("UK", "NZ") else "MRN", ": ",
               (case.nat[2], case.nat[1]) if case.c in ("UK", "NZ") else ("MRN", case.mrn))
        n.line("Examination: Chest radiograph    Accession no. ", acc)
        n.line("Date of exam: ", case.d(0), "    Site: ", ("HOSPITAL", case.hosp))
        n.line("Clinician: ", req.sig(), "    Ward: ", ("HOSPITAL", case.ward))
    n.blank()
    n.line(r.choice(["CLINICAL DETAILS:", "Clinical history:", "Indication:"]))
    n.fl("{side} arm {l} inserted {when} by {who}. {q}", side=side, l=line,
         when=case.d(ins, "dm") if r.random() < 0.5 else "today",
         who=r.choice(["VAT", "vascular access team", ["IV team (", req.init_last("DOCTOR"), ")"]]),
         q=r.choice(["?tip position.", "Confirm tip position prior to use.",
                     "ECG tip confirmation failed (AF) - please confirm tip.",
                     "Tip position please. Pt in AF so ECG method not used."]))
    n.blank()
    if r.random() < 0.6:
        n.line("COMPARISON: ", r.choice([["Chest radiograph ", case.d(-r.randrange(3, 400))],
                                          "None.", ["CT chest ", case.d(-r.randrange(10, 200), "monyr")]]))
        n.blank()
    n.line(r.choice(["FINDINGS:", "Findings:", "REPORT:"]))
    if ok:
        n.line(side, " sided ", line, ". ", r.choice(K.FINDINGS_OK))
        n.line(r.choice(K.LUNGS))
        concl = r.choice(["Satisfactory line position. Line may be used.",
                          "Tip at cavoatrial junction. OK to use.",
                          "Appropriately positioned %s. No pneumothorax." % line])
    else:
        f, concl = r.choice(K.FINDINGS_BAD)
        n.line(side, " sided ", line, ". ", f)
        n.line(r.choice(K.LUNGS))
    n.blank()
    n.line(r.choice(["CONCLUSION:", "IMPRESSION:", "Impression:"]), " ", concl)
    n.blank()
    if not ok or r.random() < 0.4:
        who = case.clin(r.choice(["ward_nurse", "vat"]), "told")
        n.fl("{msg} discussed with {w} ({role}) by telephone at {t} on {d}.",
             msg=r.choice(["Findings", "Malposition" if not ok else "Result", "Report"]),
             w=who.full("DOCTOR"), role=who.role, t=K.time(r), d=case.d(0, "dm"))
        n.blank()
    n.line(r.choice(["Reported by: ", "Dictated by: ", "Radiologist: "]), rad.sig(), ", ", rad.role)
    if r.random() < 0.5:
        lab, val = loc.license("doctor")
        n.line(lab, " ", ("LICENSE", val))
    n.line(r.choice(["Verified: ", "Authorised ", "Report signed "]), case.d(0), " ", K.time(r))
    if r.random() < 0.35:
        n.line("Transcribed by: ", case.newclin("clerk").initials("DOCTOR", dots=False), "/",
               rad.initials("DOCTOR", dots=False))
    if r.random() < 0.3:
        n.line("Radiographer: ", case.newclin("radiographer").init_last("DOCTOR"),
               "  Exposure: 90 kVp 2.5 mAs  DAP 4.1 cGy.cm2")
