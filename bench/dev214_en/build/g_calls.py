"""Genres: nurse advice line triage, after-hours answering service page, billing call note,
post-discharge (transitional care) follow-up call."""
import datetime as dt

import bits
import clin
import pools
from case import D, make_case, pt, fam, doc, age, addr, sig


def _plus(d, k):
    return dt.date.fromordinal(d.toordinal() + k)


def triage(fk, n):
    r = fk.r
    pr = fk.ch(clin.TRIAGE)
    if pr["ped"]:
        tiny = any("diaper" in x for x in pr["sx"] + [pr["adv"]])
        c = make_case(fk, ped=True, age=r.randint(1, 3) if tiny else r.randint(2, 12))
    else:
        c = make_case(fk, ped=False)
    p, rn = c["p"], c["rn"]
    rn["cred"] = fk.ch(["RN", "RN, BSN", "RN"])
    d0 = c["enc"]
    n.t(fk.ch(["NURSE ADVICE LINE - TELEPHONE TRIAGE RECORD\n", "Nurse Triage Call\n", "24/7 NURSELINE ENCOUNTER\n"]))
    n.f("Call ID: {ID}   Received: {D} {T}   Line: {L}\n", ID=(fk.idnum("call"), "IDNUM"),
        D=D(fk, d0, fk.ch(["mdy", "wd_mdy", "iso", "dmy"])), T=fk.time(), L=fk.ch(["After-hours", "Daytime", "Weekend"]))
    self_call = not c["ped"] and fk.chance(0.6)
    if self_call:
        n.f("Caller: patient (self)   Callback: {P}\n", P=(c["phone"], "PHONE"))
    else:
        n.f("Caller: {F} ({R})   Callback: {P}", F=fam(fk, c, fk.ch(["full", "lf", "title"])),
            R=c["fam_rel"], P=(fk.phone(ext=False), "PHONE"))
        if fk.chance(0.3):
            n.f(" alt {P}", P=(c["phone2"], "PHONE"))
        n.t("\n")
    n.f("Patient: {N}   DOB: {B}   Age: {A}   Sex: {S}\n", N=pt(fk, c, fk.ch(["LF", "full", "LFM"])),
        B=D(fk, c["dob"], fk.ch(["mdy", "mdy0"])), A=(str(c["age"]) + ("" if fk.chance(0.6) else ""), "AGE"),
        S=c["p"]["sex"])
    if c["ped"]:
        n.t("Weight: %.1f kg (per caller)\n" % (c["age"] * 2.5 + 8 + r.uniform(-2, 3)))
    n.f("MRN: {M}   PCP: {P}, {CL}\n", M=(c["mrn"], "MRN"), P=doc(fk, c["pcp"], fk.ch(["dr_last", "full_cred"])),
        CL=(c["clinic"], "HOSPITAL"))
    if fk.chance(0.5):
        n.f("Location confirmed for EMS: {A}\n", A=addr(fk, c["addr"], fk.ch(["oneline", "full_state"])))
    n.t("\nReason for call: " + pr["cc"] + "\n")
    n.t("Protocol: " + pr["proto"] + fk.ch([" (adult)", "", " - telephone triage guideline"]) + "\n\n")
    n.t("ASSESSMENT\n")
    who = "Caller states " if not self_call else "Pt states "
    n.t(who)
    if c["ped"]:
        n.f("{N} ({A}) ", N=pt(fk, c, "first"), A=age(fk, c, fk.ch(["yo", "y/o", "yo_tight", "bare"])))
    n.t("has " + bits.sx_list(pr["sx"]) + ". ")
    if fk.chance(0.4):
        n.f("Symptoms began {D}", D=D(fk, _plus(d0, -r.randint(1, 4)), fk.ch(["weekday", "md", "abbr_noyr"])))
        n.t(fk.ch([" evening.", " morning.", "."]) + " ")
    if fk.chance(0.15):
        n.f("Family gathering for {H}; others sick too. ", H=(fk.ch(pools.HOLIDAYS), "DATE"))
    if pr["neg"]:
        n.t("Denies " + bits.sx_list(pr["neg"], "; ") + ". ")
    if fk.chance(0.3) and not c["ped"]:
        n.f("Works as {J}; ", J=(c["prof"], "PROFESSION"))
        n.t(fk.ch(["on shift when symptoms started.", "currently off work.", "asks for a work note."]) + " ")
    if fk.chance(0.25):
        n.f("Recent travel to {CO}. ", CO=(c["country"], "COUNTRY"))
    n.t("\nAllergies: " + fk.ch(clin.ALLERGIES) + "\n")
    if c["ped"]:
        n.t("Current meds per caller: " + fk.ch(["none", "acetaminophen PRN", "ibuprofen PRN", "albuterol HFA PRN",
                                                   "cetirizine 5 mg daily", "amoxicillin (day 3 of 10)",
                                                   "fluticasone nasal daily; albuterol PRN"]) + "\n")
    else:
        n.t("Current meds per caller: " + bits.meds(fk, r.randint(1, 4), numbered=False).replace("\n", "; ").replace("- ", "") + "\n")
    n.t("Home vitals per caller: " + fk.ch(["none available", "T %.1f F" % r.uniform(98.2, 103.1),
                                            "BP %d/%d, HR %d" % (r.randint(104, 178), r.randint(60, 104), r.randint(58, 118)),
                                            "SpO2 %d%% on pulse ox, HR %d" % (r.randint(86, 99), r.randint(64, 124))]) + "\n")
    n.t("Screening: " + "; ".join("%s - %s" % (q, fk.ch(["N", "N", "N", "Y", "unsure"])) for q in
                                  r.sample(["Difficulty breathing", "Chest pain", "Confusion", "Severe pain", "Bleeding",
                                            "Fainting", "Immunocompromised", "Recent surgery",
                                            "Unable to keep fluids down"], 4)) + "\n\n")
    n.t("DISPOSITION: " + pr["disp"] + "\n")
    n.t("Care advice: " + pr["adv"] + "\n")
    if "911" in pr["disp"] or "ED" in pr["disp"]:
        n.f("Nearest ED: {H}. ", H=(c["hosp"], "HOSPITAL"))
        n.t(fk.ch(["Caller agrees with plan.", "Caller hesitant, advised of risks, agrees.", "EMS ETA 8 minutes."]) + "\n")
        n.f("ED notified by phone at {P}.\n", P=(fk.phone(), "PHONE"))
    else:
        n.t(fk.ch(["Caller verbalized understanding and agrees with plan.", "Teach-back completed.",
                   "Caller will call back if worse."]) + "\n")
    if fk.chance(0.5):
        n.f("Appointment made: {D} {T} video visit with {P}.\n", D=D(fk, _plus(d0, r.randint(0, 2)), fk.ch(["wd_md", "mdy", "md"])),
            T=fk.time(8, 17, "12"), P=doc(fk, c["prov2"], fk.ch(["dr_last", "full_cred"])))
    if fk.chance(0.4):
        n.f("On-call provider {P} consulted at {T}; ", P=doc(fk, c["prov2"], "dr_full"), T=fk.time())
        n.t(fk.ch(["agrees with disposition.", "sent Rx to pharmacy.", "requests recheck call in 2 hours."]) + "\n")
    n.f("\nTriage RN: {R}   Call duration: {M} min\n", R=doc(fk, rn, fk.ch(["full_cred", "lf_cred", "mi_cred"])),
        M=str(r.randint(6, 28)))
    if fk.chance(0.4):
        n.f("Follow-up call {D} {T}: ", D=D(fk, _plus(d0, r.randint(0, 1)), fk.ch(["md", "mdy"])), T=fk.time())
        n.t(fk.ch(["symptoms improving.", "no answer, voicemail left.", "patient seen at urgent care."]) + " ")
        n.v(doc(fk, rn, fk.ch(["init", "fi_cred"])))
        n.t("\n")
    n.f("Record routed to PCP inbox. Fax copy to {CL} at {F}.\n", CL=(c["clinic"], "HOSPITAL"), F=(fk.phone(ext=False), "FAX"))


def answering_page(fk, n):
    r = fk.r
    c = make_case(fk)
    svc = fk.ch(pools.ANSWERING)
    d0 = c["enc"]
    oncall = c["prov2"]
    oncall["cred"] = fk.ch(["MD", "DO", "MD"])
    up = fk.chance(0.5)
    h = fk.ch(["23", "01", "02", "21", "22", "04", "19", "05"])
    t0 = "%s:%02d" % (h, r.randint(0, 59))
    n.f("{S} -- MESSAGE FOR {CL}\n", S=(svc, "ORGANIZATION"), CL=(c["clinic"], "HOSPITAL"))
    n.f("Msg #{ID}  {D}  {T}  Priority: {PR}\n", ID=(fk.idnum("page"), "IDNUM"), D=D(fk, d0, fk.ch(["mdy", "mdy2", "wd_mdy"])),
        T=t0, PR=fk.ch(["URGENT", "ROUTINE-HOLD FOR AM", "URGENT - PAGE NOW", "STAT"]))
    n.f("To: {P} (on call)  Pager: {PG}\n", P=doc(fk, oncall, "dr_last"), PG=(fk.phone("short"), "PHONE"))
    caller_is_pt = not c["ped"] and fk.chance(0.5)
    if caller_is_pt:
        n.f("Caller: {N} (patient)\n", N=pt(fk, c, fk.ch(["full", "LF"])))
    else:
        n.f("Caller: {F}, {R} of {N}\n", F=fam(fk, c, "full"), R=c["fam_rel"].upper() if up else c["fam_rel"],
            N=pt(fk, c, fk.ch(["full", "LF"])))
    n.f("Pt DOB: {B}  Age: {A}\n", B=D(fk, c["dob"], fk.ch(["mdy", "mdy0"])), A=(str(c["age"]), "AGE"))
    n.f("Call back #: {P}\n", P=(fk.phone(fk.ch(["paren", "dash", "dot"]), ext=False), "PHONE"))
    msg, advice = fk.ch([
        ("Pt has fever 103 and chills, on chemo, wants to know if should go to ER",
         "Neutropenic fever precautions: go to ED now, bring med list; oncology fellow notified. "),
        ("Caller says blood sugar 412, feels OK, asking what to do about insulin",
         "Correction dose per sliding scale, push water, check ketones; ED if ketones moderate or vomiting. "),
        ("Ran out of seizure medication, pharmacy closed, needs Rx sent to 24hr pharmacy",
         "Sent 3-day bridge Rx to 24h pharmacy. "),
        ("BP 196/104 on home machine, headache, no chest pain",
         "Recheck after 10 min rest; took evening dose late. ED if neuro symptoms or BP stays > 180. "),
        ("Child vomiting since dinner, still having wet diapers",
         "Oral rehydration in small sips reviewed; call back if no wet diaper in 8 h. "),
        ("Hospice pt, family reports pt passed away at home, needs pronouncement",
         "Condolences offered. Hospice RN dispatched; pronouncement arranged. "),
        ("Post-op pt, incision red and draining",
         "Asked caller to upload wound photo to portal; started cephalexin; wound check in clinic AM. "),
        ("Caller requesting refill of pain medication",
         "Controlled substance - not refilled after hours; PCP to address next business day. "),
        ("Pt on warfarin, nosebleed 30 min not stopping",
         "Holding pressure 15 minutes reviewed; if persists go to ED, hold tonight's warfarin. "),
        ("Pt got video visit link for tomorrow but it says expired, wants call back",
         "Non-urgent; forwarded to telehealth support queue for AM. "),
        ("Home BP cuff alarm, reading 72/40, pt feels lightheaded",
         "Lie down, recheck; held evening antihypertensives. Advised ED if faint or BP remains < 90. "),
    ])
    if up:
        msg = msg.upper()
    n.t("Message: " + msg + ".")
    if fk.chance(0.35):
        pc = fk.city()
        n.f(" Pharmacy: {PH} in {C}, {PP}.", PH=(fk.ch(pools.PHARMACIES), "HOSPITAL"), C=(pc[0], "CITY"),
            PP=(fk.phone(ext=False), "PHONE"))
    if fk.chance(0.3):
        art, lm = fk.ch(pools.LANDMARKS)
        n.f(" Caller currently at {AR}{L}.", AR=art, L=(lm, "LOCATION_OTHER"))
    n.t("\n")
    n.f("Operator: {O} (op id {U})\n", O=(fk.pname(fk.clinician("rn"), fk.ch(["first", "full", "fli"])), "DOCTOR"),
        U=(fk.username(fk.person()), "USERNAME"))
    if fk.chance(0.35):
        n.f("Caller authenticated by voiceprint {B}\n", B=(fk.bioid("voice"), "BIOID"))
    m0 = int(t0[3:])
    t1 = "%s:%02d" % (h, min(59, m0 + r.randint(3, 14)))
    tb = "%s:%02d" % (h, min(59, m0 + r.randint(0, 2)))
    n.t("Screening by operator: " + "; ".join("%s? %s" % (q, fk.ch(["no", "no", "yes", "caller unsure"])) for q in
                                              r.sample(["Is the patient breathing normally", "Chest pain",
                                                        "Is this an emergency", "Bleeding that won't stop",
                                                        "Has the patient called 911", "Is the patient a child"], 3)) + "\n")
    n.t("\nDISPATCH LOG\n")
    n.f("{T}  paged {P} via {PG}", T=t0, P=doc(fk, oncall, "dr_last"), PG=fk.ch(["text page", "app push", "pager"]))
    n.t(" - " + fk.ch(["no response", "acknowledged", "delivered"]) + "\n")
    if fk.chance(0.4):
        n.f("{T}  re-paged; backup {B} paged\n", T=tb, B=doc(fk, fk.clinician("prov"), "dr_last"))
    n.f("{T}  physician returned call to caller", T=t1)
    n.t("\n\nPHYSICIAN NOTE (on-call):\n")
    n.f("Spoke with {W} at {T}. ", W=(pt(fk, c, "title") if caller_is_pt else fam(fk, c, fk.ch(["title", "first", "full"]))),
        T=t1)
    n.t(advice)
    if fk.chance(0.5):
        n.f("ED at {H} notified. ", H=(c["hosp"], "HOSPITAL"))
    if msg.startswith("Hospice"):
        n.f("Funeral home: {O} at {P}. ", O=(fk.ch(["Hollister & Sons Funeral Home", "Peaceful Valley Funeral Chapel",
                                                              "Greenlawn Mortuary"]), "ORGANIZATION"),
            P=(fk.phone(ext=False), "PHONE"))
    n.t("\n")
    n.v(doc(fk, oncall, fk.ch(["full_cred", "fi_cred", "init"])))
    n.f("  {D} {T}\n", D=D(fk, d0, fk.ch(["md", "mdy"])), T=t1)
    n.f("Copy to {CL} AM inbox; {P} office fax {F}\n", CL=(c["clinic"], "HOSPITAL"), P=doc(fk, c["pcp"], "dr_last"),
        F=(fk.phone(ext=False), "FAX"))


def billing_call(fk, n):
    r = fk.r
    c = make_case(fk, ped=False)
    issue = fk.ch(clin.BILLING_ISSUES)
    d0 = c["enc"]
    dos = _plus(d0, -r.randint(20, 120))
    agent = fk.person()
    n.t(fk.ch(["PATIENT FINANCIAL SERVICES - CALL NOTE\n", "Billing Office Call Documentation\n", "CUSTOMER SERVICE CALL - BILLING\n"]))
    n.f("Call ref: {ID}   Date: {D} {T}   Inbound\n", ID=(fk.idnum("call"), "IDNUM"), D=D(fk, d0, fk.ch(["mdy", "iso", "mdy0"])),
        T=fk.time(8, 17))
    n.f("Agent: {A} (user {U})\n", A=(fk.pname(agent, fk.ch(["full", "fi"])), "DOCTOR"), U=(fk.username(agent), "USERNAME"))
    spouse = fk.chance(0.4)
    if spouse:
        n.f("Caller: {F} ({R}, on HIPAA release)\n", F=fam(fk, c, "full"), R=c["fam_rel"])
    else:
        n.t("Caller: patient/guarantor\n")
    n.f("Guarantor: {N}   Acct #: {A}\n", N=pt(fk, c, fk.ch(["LF", "full", "LFM"])), A=(c["acct"], "ACCOUNT"))
    n.f("Patient MRN: {M}   DOB: {B}\n", M=(c["mrn"], "MRN"), B=D(fk, c["dob"], "mdy"))
    n.t("Verification: ")
    vm = r.randint(0, 2)
    if vm == 0:
        n.f("DOB and address on file ({A})", A=addr(fk, c["addr"], "oneline"))
    elif vm == 1:
        n.f("voice biometric match, voiceprint ID {B}", B=(fk.bioid("voice"), "BIOID"))
    else:
        n.f("SSN on file {S} confirmed", S=(fk.ssn(), "SSN"))
    n.t("\n")
    n.f("Primary insurance: {I}   Member ID: {M}   Group: {G}\n", I=(c["insurer"], "ORGANIZATION"),
        M=(c["member"], "HEALTHPLAN"), G=(c["group"], "HEALTHPLAN"))
    if fk.chance(0.35):
        n.f("Secondary: Medicaid ID {M}\n", M=(fk.member(), "HEALTHPLAN"))
    n.t("\nIssue: " + issue[0] + "\n")
    n.f("Date of service: {D}   Claim #: {C}   Visit: {V}\n", D=D(fk, dos, fk.ch(["mdy", "mdy0", "abbr"])),
        C=(fk.account("claim"), "ACCOUNT"), V=(fk.ch(["video visit", "e-visit", "RPM month", "office visit"])))
    n.f("Rendering provider: {P}, NPI {N}\n", P=doc(fk, c["pcp"], fk.ch(["full_cred", "lf_cred"])), N=(fk.npi(), "LICENSE"))
    n.t("Details: " + issue[1] + "\n")
    if issue[0] == "Auto accident claim" or fk.chance(0.15):
        acc = _plus(dos, -r.randint(0, 5))
        n.f("MVA date {D}. Auto carrier: {O}, claim {CL}, adjuster {AJ} {P}. Vehicle: {Y} {CAR}, VIN {V}, plate {PL} ({S}).\n",
            D=D(fk, acc, "mdy"), O=(fk.ch(["Granite Auto Insurance", "Meridian Mutual Auto", "SafeRoad Casualty Co."]), "ORGANIZATION"),
            CL=(fk.account("claim"), "ACCOUNT"), AJ=(fk.pname(fk.person(), "full"), "FAMILY"), P=(fk.phone(), "PHONE"),
            Y=str(r.randint(2008, 2023)), CAR=fk.ch(pools.CAR_MODELS).split(" ", 1)[1], V=(fk.vin(), "VEHICLE"),
            PL=(fk.plate(), "VEHICLE"), S=(c["addr"]["st"], "STATE"))
    if issue[0] == "Financial assistance" or fk.chance(0.2):
        n.f("Employment: formerly {J} at {E}; household of {H}.\n", J=(c["prof"], "PROFESSION"),
            E=(c["employer"], "ORGANIZATION"), H=str(r.randint(1, 6)))
    if issue[0] == "Prior authorization for CGM supplies":
        n.f("Supplier: {O}; PA ref {PA}; transmitter SN {SN}.\n", O=(fk.ch(["MedSupply Direct", "Apex DME", "HomeCare Diabetic Supply"]), "ORGANIZATION"),
            PA=(fk.idnum("auth"), "IDNUM"), SN=(fk.device("cgm"), "DEVICE"))
    n.t("Resolution: " + issue[2] + "\n")
    bal = r.randint(0, 240000) / 100.0
    n.t("Current balance: $%.2f. " % bal)
    n.t(fk.ch(["Payment plan set up: $%d/month." % r.randint(25, 150), "Payment taken by card over phone.",
               "No payment today.", "Account placed on hold 30 days."]) + "\n")
    if fk.chance(0.6):
        n.f("Statement copy sent to {E}.\n", E=(c["email"], "EMAIL"))
    if fk.chance(0.4):
        n.f("Online bill pay: {U}\n", U=(fk.url("portal"), "URL"))
    n.f("Callback number: {P}. ", P=(c["phone"], "PHONE"))
    n.f("Follow-up due {D}.\n", D=D(fk, _plus(d0, r.randint(5, 30)), fk.ch(["mdy", "md"])))
    n.f("-- {A}, Patient Account Representative, {X}\n", A=(fk.pname(agent, "full"), "DOCTOR"),
        X=(fk.phone(fk.ch(["tollfree", "paren"]), ext=True), "PHONE"))


def tcm_call(fk, n):
    r = fk.r
    c = make_case(fk, ped=False, age=r.randint(55, 96))
    d_dc = c["enc"]
    d_adm = _plus(d_dc, -r.randint(2, 9))
    call = _plus(d_dc, r.randint(1, 2))
    rn = c["rn"]
    dx = fk.ch(["CHF exacerbation", "COPD exacerbation", "community-acquired pneumonia", "NSTEMI s/p PCI",
                "sepsis due to UTI", "hip fracture s/p ORIF", "DKA", "GI bleed", "cellulitis of left leg",
                "syncope", "acute kidney injury"])
    n.t(fk.ch(["TRANSITIONAL CARE MANAGEMENT - POST-DISCHARGE CALL\n", "Post-Discharge Follow-up Call (TCM)\n",
               "Interactive Contact within 2 Business Days\n"]))
    n.f("Patient: {N}   MRN {M}   DOB {B} ({A})\n", N=pt(fk, c, fk.ch(["LF", "LFM", "full"])), M=(c["mrn"], "MRN"),
        B=D(fk, c["dob"], fk.ch(["mdy", "mdy0"])), A=age(fk, c, fk.ch(["yo", "sex", "y/o", "words"])))
    n.f("Admitted {A} - discharged {D} from {H}", A=D(fk, d_adm, "mdy"), D=D(fk, d_dc, "mdy"), H=(c["hosp"], "HOSPITAL"))
    if fk.chance(0.6):
        n.f(", {U}, room {R}", U=(fk.ch(pools.UNITS_WARD), "HOSPITAL"), R=(str(r.randint(2, 9)) + "%02d" % r.randint(1, 40) + fk.ch(["", "A", "B"]), "LOCATION_OTHER"))
    n.t("\n")
    n.f("Discharge dx: {X}   Discharging clinician: {P}\n", X=dx, P=doc(fk, c["prov2"], fk.ch(["dr_full", "full_cred", "dr_last"])))
    n.f("Hospital encounter: {E}\n", E=(c["enc_no"], "ACCOUNT"))
    n.f("Call date: {D} {T}   Attempt #{K}\n\n", D=D(fk, call, fk.ch(["mdy", "wd_mdy", "long"])), T=fk.time(9, 16),
        K=str(r.randint(1, 2)))
    if fk.chance(0.5):
        n.f("Spoke with {R} {F} (caregiver, DPOA) at {P}; patient also on speaker.\n", R=c["fam_rel"], F=fam(fk, c, "full"),
            P=(fk.phone(ext=False), "PHONE"))
    else:
        n.f("Spoke with patient at {P}. Identity verified (name, DOB).\n", P=(c["phone"], "PHONE"))
    n.t("\nHOW ARE YOU FEELING: " + fk.ch(["Better, still weak.", "Tired but eating OK.", "Some shortness of breath on stairs.",
                                          "Pain controlled with Tylenol.", "Confused at night per daughter."]) + "\n")
    n.t("Red flags reviewed: " + fk.ch(["fever, chest pain, SOB, bleeding", "weight gain > 3 lb, swelling, SOB",
                                         "wound redness, drainage, fever"]) + "\n")
    n.t("\nMEDICATION RECONCILIATION (discharge list vs bottles at home):\n" + bits.meds(fk, r.randint(4, 9), True) + "\n")
    n.t(fk.ch(["Discrepancy: patient still taking old dose of metoprolol; corrected.", "No discrepancies.",
               "New meds picked up: yes.", "Could not afford apixaban copay - referred to pharmacy assistance."]) + "\n")
    n.t("\nSERVICES\n")
    n0 = len(n.parts)
    if fk.chance(0.7):
        n.f("- Home health: {O}, SOC visit {D}; RN {R}\n", O=(fk.ch(["Visiting Nurse Association of the Valley", "BrightPath Home Health",
                                                                    "Harbor Home Care", "Comfort Keepers of Ocala"]), "ORGANIZATION"),
            D=D(fk, _plus(call, r.randint(0, 3)), fk.ch(["md", "wd_md"])), R=(fk.pname(fk.clinician("rn"), "full"), "DOCTOR"))
    if fk.chance(0.6):
        kind = fk.ch(["bp", "scale", "spo2", "hub"])
        n.f("- RPM kit delivered ({K}) serial {SN}\n", K={"bp": "BP cuff", "scale": "scale", "spo2": "pulse ox", "hub": "hub"}[kind],
            SN=(fk.device(kind), "DEVICE"))
    if fk.chance(0.5):
        n.f("- DME: {E} from {O}, SN {SN}\n", E=fk.ch(["home oxygen concentrator", "hospital bed", "rolling walker w/ seat", "CPAP"]),
            O=(fk.ch(["Apex DME", "Lincare of the Valley", "MedEquip Rentals"]), "ORGANIZATION"), SN=(fk.device("hub").replace("HUB", "DM"), "DEVICE"))
    if fk.chance(0.45):
        n.f("- Transport to follow-up: {O}, van plate {PL}\n", O=(fk.ch(pools.TRANSPORT), "ORGANIZATION"), PL=(fk.plate(), "VEHICLE"))
    if len(n.parts) == n0:
        n.t("- No home services arranged; patient declined home health.\n")
    fu = _plus(d_dc, r.randint(5, 13))
    n.f("\nTCM face-to-face visit: {D} at {T} with {P} ({M})\n", D=D(fk, fu, fk.ch(["wd_long", "mdy", "wd_md"])),
        T=fk.time(8, 16, "12"), P=doc(fk, c["pcp"], fk.ch(["dr_last", "full_cred"])), M=fk.ch(["video", "in person", "in person"]))
    if fk.chance(0.5):
        n.f("Specialist f/u: {S} with {P} on {D}\n", S=fk.ch(["Cardiology", "Pulmonology", "Ortho", "Nephrology"]),
            P=doc(fk, fk.clinician("prov"), "dr_last"), D=D(fk, _plus(fu, r.randint(3, 20)), fk.ch(["md", "abbr_noyr"])))
    n.f("Patient/caregiver given direct line {P}.\n\n", P=(fk.phone(ext=True), "PHONE"))
    n.v(sig(fk, rn, call, fk.ch(["es", "signed", "plain"])))
    n.t("\n")
