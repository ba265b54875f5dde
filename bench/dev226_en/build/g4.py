"""Genres: police / forensic injury documentation, interfacility transfer / referral, trauma ICU handover."""
import clin as C
import common as K
import phi as H
import pools as P

INJ_DESC = {
    "sharp": ["incised wound {a} cm x {b} mm, {site}, clean margins (sutured)",
              "stab wound {a} cm, {site}, one sharp and one blunt end",
              "defence-type incised wounds {a} cm and {c} cm, palmar R hand",
              "superficial incised wound {a} cm, L forearm ulnar border"],
    "gun": ["round wound {b} mm with abrasion collar 2 mm, {site} (entry)",
            "stellate wound {c} x {b} mm, {site}, no abrasion collar (exit)",
            "graze-type gunshot abrasion {a} cm, R upper arm"],
    "blunt": ["contusion {a} x {c} cm, {site}, blue-purple, tender",
              "laceration {a} cm, R parietal scalp, irregular margins, bridging tissue present",
              "patterned tramline bruising {a} x 2 cm across upper back (x{k})",
              "fingertip bruises x{k}, medial upper arm, 10-15 mm each",
              "abrasion {a} x {c} cm, L knee, reddish-brown scab",
              "periorbital haematoma L, subconjunctival haemorrhage"],
    "road": ["brush abrasions {a} x {c} cm, R flank and hip (road rash)",
             "abrasion {a} x {c} cm, L forearm, with embedded grit",
             "contusion {a} x {c} cm, R lateral thigh at bumper height",
             "laceration {a} cm, occipital scalp"],
}
SITES = ["L chest 4th ICS anterior axillary line", "L upper quadrant", "R flank", "epigastrium", "L posterior chest",
         "R iliac fossa", "L lumbar region", "R anterior thigh"]


def _inj(r, mech):
    key = {"SW": "sharp", "GSW": "gun", "PVA": "road"}.get(mech, "blunt")
    pool = INJ_DESC[key] + (INJ_DESC["blunt"][3:5] if key != "blunt" else [])
    out = []
    for t in r.sample(pool, min(len(pool), r.randint(2, 5))):
        out.append(t.format(a=r.randint(1, 9), b=r.randint(4, 14), c=r.randint(1, 6), k=r.randint(2, 6), site=r.choice(SITES)))
    return out


def forensic(n, c, s):
    r = c.rng
    us = c.us
    ed = K.later(c, r.choice([0, 0, 1]))
    off = c.person()
    if us:
        n.t(r.choice(["FORENSIC NURSE EXAMINER - INJURY DOCUMENTATION\n", "Forensic Injury Documentation / Law Enforcement Request\n",
                      "FORENSIC EXAMINATION RECORD\n"]))
        n.f("{h}\n", h=(c.hosp, "HOSPITAL"))
        n.f("Agency: {ag}   Case #: {cn}\n", ag=(c.police, "ORGANIZATION"), cn=(c.case_no(), "IDNUM"))
        n.f("Requesting officer: {ti} {o}, badge {b}, tel {ph}\n", ti=r.choice(["Det.", "Officer", "Sgt.", "Cpl."]),
            o=(off.given + " " + off.surname if r.random() < 0.5 else off.surname, "FAMILY"),
            b=(H.digits(r, r.choice([4, 5])), "IDNUM"), ph=(c.tel(), "PHONE"))
    else:
        n.t(r.choice(["J88 - MEDICO-LEGAL EXAMINATION (copy for folder)\n", "MEDICO-LEGAL REPORT (J88) - clinical notes\n",
                      "Forensic clinical examination - assault\n"]))
        n.f("SAPS station: {ps}   CAS no.: {cn}\n", ps=(c.police, "ORGANIZATION"), cn=(c.case_no(), "IDNUM"))
        n.f("Investigating officer: {ti} {o}  ({ph})\n", ti=r.choice(["Sgt", "W/O", "Const", "Capt"]),
            o=(off.given[0] + " " + off.surname if r.random() < 0.5 else off.surname, "FAMILY"),
            ph=(c.tel("cell"), "PHONE"))
    n.nl()
    n.f("Examinee: {nm}\n", nm=c.pn(r.choice(["caps", "full", "titlefull", "comma"])))
    n.f("DOB: {dob}   Age: {a}   Sex: {sx}\n", dob=c.d(c.dob), a=c.age_seg("bare"), sx=c.sex)
    if us:
        if r.random() < 0.6:
            n.f("ID verified: {st} driver license {dl}\n", st=(c.place[2], "STATE"), dl=(H.letters(r, 1) + H.digits(r, 8), "LICENSE"))
        if r.random() < 0.4:
            K.natid_line(n, c)
    else:
        if r.random() < 0.7:
            K.natid_line(n, c)
        elif c.migrant:
            n.f("Passport ({ct}) no. {pp}\n", ct=(c.migrant, "COUNTRY"), pp=(H.letters(r, 2) + H.digits(r, 7), "IDNUM"))
    n.f("Address: {ad}\n", ad=c.addr(r.choice(["line", "lines"])))
    if r.random() < 0.3:
        n.f("Country: {ct}\n", ct=("United States" if us else "South Africa", "COUNTRY"))
    n.f("Folder/MRN: {m}\n", m=(c.mrn, "MRN"))
    ck = K.Clock(r)
    ck0 = ck.next()
    n.f("Date and time of examination: {d} {t}\nPlace: {h}, {loc}\n", d=c.d(ed, r.choice([c.dstyle, "long"])), t=ck.next(90, 400),
        h=(c.hshort, "HOSPITAL"), loc=[("room ", None), (c.room, "LOCATION_OTHER")] if r.random() < 0.5 else
        r.choice(["resus", "EC cubicle", "trauma ward", "private forensic exam room"] if not us else ["ED", "SANE room", "SICU"]))
    n.t("\nHISTORY (as given by examinee): ")
    m = s["mech"]
    hist = {"SW": ["\"I was walking home and they came from behind and stabbed me.\"", "\"He took out a knife when I refused to give my phone.\""],
            "GSW": ["\"Three guys jumped me, one had a gun.\"", "\"I heard shots and felt something hit my stomach.\""],
            "PVA": ["\"The car didn't stop, it hit me and drove away.\""],
            "Assault": ["\"People from the community said I stole and they beat me.\"" if not us else "\"They kicked me when I was down.\"",
                        "\"My boyfriend hit me with a bottle.\"" if c.sex == "F" else "\"A group of guys attacked me outside.\""]}
    n.t(r.choice(hist.get(m, ["\"I don't know what happened, I woke up here.\""]) + ["\"I don't remember.\""] * (r.random() < 0.15)))
    n.t(" Incident reported to have occurred")
    if not (r.random() < 0.8 and K.holiday(n, c)):
        n.f(" {w}", w=[("on ", None)] + c.d(c.arrive, r.choice(["weekday", "md", c.dstyle])))
    n.f(" at {lm}", lm=c.lm())
    n.t(", approx " + ck0 + ".\n")
    if s["mech"] in ("PVA", "MVC", "MCC") or r.random() < 0.25:
        n.f("Vehicle described/identified by police: {pl}", pl=(H.plate(r, c.c), "VEHICLE"))
        if r.random() < 0.5:
            n.f(", VIN {v}", v=(H.vin(r), "VEHICLE"))
        n.t(".\n")
    n.t("\nGENERAL: " + r.choice(["alert, cooperative, smells of alcohol, not clinically intoxicated",
                                  "GCS 15, distressed, clothing bloodstained", "sedated/intubated - examined in ICU",
                                  "ambulant, tearful, clothing torn at collar"]) + ". Height %d cm, weight %d kg.\n" % (
        r.randint(150, 192), r.randint(48, 110)))
    n.t("\nINJURIES (measured with scale; numbered on body diagram):\n")
    for i, x in enumerate(_inj(r, s["mech"])):
        n.t("%d. %s\n" % (i + 1, x))
    n.t("\nPhotographs: %d images taken" % r.randint(8, 60))
    if r.random() < 0.4:
        n.f(" (camera SN {sn})", sn=(c.device_sn(), "DEVICE"))
    n.t(", with scale and colour bar.\n")
    n.t("Evidence: ")
    ev = r.sample(["clothing (paper bag)", "projectile fragment", "fingernail scrapings", "blood on FTA card",
                   "buccal swab", "knife blade tip from wound"], 2)
    n.f("{e1} seal {s1}; {e2} seal {s2}\n", e1=ev[0], s1=(H.letters(r, 2) + H.digits(r, 7), "IDNUM"), e2=ev[1],
        s2=(H.letters(r, 2) + H.digits(r, 7), "IDNUM"))
    if r.random() < 0.85:
        k = r.randrange(3)
        if k == 0:
            n.f("Fingerprints taken by officer - AFIS ref {b}\n", b=(c.bioid(), "BIOID"))
        elif k == 1:
            n.f("DNA reference sample (buccal) - biometric ID {b}\n", b=(c.bioid(), "BIOID"))
        else:
            n.f("Patient identity confirmed by fingerprint scan, ID {b}\n", b=(c.bioid(), "BIOID"))
    n.f("Chain of custody: released to {o} at {t} on {d}.\n", o=(off.surname, "FAMILY"), t=ck.next(40, 120), d=c.d(ed, "md"))
    concl = {"SW": "Injuries consistent with history given of assault with a sharp object.",
             "GSW": "Gunshot injury with entry/exit as described; range indeterminate.",
             "PVA": "Injuries consistent with pedestrian-vehicle collision.",
             "Assault": "Findings consistent with blunt force trauma; age of bruises 0-2 days."}
    n.t("\nCONCLUSION: " + concl.get(m, "Injuries as documented.") + " " + r.choice(["", "Prognosis: guarded.", "Permanent scarring likely.",
                                                                                 "Danger to life: yes (penetrating torso)." if m in ("SW", "GSW") else ""]) + "\n")
    ex = c.rn if us and r.random() < 0.6 else c.res
    n.f("\nExaminer: {nm}", nm=c.dn(ex, "cred" if ex.cred else "drfull"))
    if us:
        n.f(" ({cr})\n", cr=r.choice(["SANE-A", "FNE", "forensic nurse examiner"]) if ex.cred == "RN" else "Trauma surgery")
    else:
        n.f("   HPCSA {h}\n", h=(ex.hpcsa, "LICENSE"))
    n.f("Contact: {ph}\n", ph=(c.tel("land"), "PHONE"))
    if r.random() < 0.3:
        n.f("Witness: {w}, RN\n", w=c.dn(c.rn2, "full"))
    K.audit(n, c, ex, p=0.25)


def transfer(n, c, s):
    r = c.rng
    us = c.us
    rf = c.person(cred="MD" if us else "MBChB")
    if us:
        n.t(r.choice(["TRANSFER CENTER - INTERFACILITY TRANSFER REQUEST\n", "Transfer Center Call Log\n",
                      "Interfacility Trauma Transfer Record\n"]))
        n.f("Receiving: {h}   Transfer ref #{ref}\n", h=(c.hosp, "HOSPITAL"), ref=("TC" + H.digits(r, 7), "IDNUM"))
    else:
        n.t(r.choice(["REFERRAL LETTER\n", "INTER-HOSPITAL REFERRAL - TRAUMA\n", "Referral / transfer note\n"]))
        n.f("From: {o}\nTo: Trauma Unit, {h}\n", o=(c.outside, "HOSPITAL"), h=(c.hosp, "HOSPITAL"))
    ck = K.Clock(r)
    n.f("Date: {d}  Call received {t}\n\n", d=c.d(c.arrive), t=ck.next())
    if us:
        pl = r.choice([p for p in P.US_PLACES if p[2] == c.place[2]])
        n.f("Referring facility: {o}, {ci}, {st}\n", o=(c.outside, "HOSPITAL"), ci=(pl[0], "CITY"), st=(pl[2], "STATE"))
        n.f("Referring physician: {d}  callback {ph}\n", d=c.dn(rf, r.choice(["drfull", "cred"])), ph=(c.tel("land"), "PHONE"))
        n.f("Accepting: {d} (trauma attending)\n", d=c.dn(c.att, r.choice(["dr", "drfull"])))
        n.f("Records fax: {fx}\n", fx=(c.tel("land"), "FAX"))
        n.nl()
        n.f("Patient: {nm}, {a}, MRN at referring {m}\n", nm=c.pn(r.choice(["caps", "full", "comma"])), a=c.age_seg(r.choice(["sex", "yo"])),
            m=(H.digits(r, 8), "MRN"))
    else:
        n.add(r.choice(["Dear Colleague,\n", [("Dear Dr ", None), (c.att.surname, "DOCTOR"), (",\n", None)],
                        "Attention: trauma registrar on call\n"]))
        n.t("Thank you for accepting ")
        n.add(c.pn(r.choice(["titlefull", "full", "capsfull"])))
        n.t(", ")
        n.add(c.age_seg(r.choice(["year", "yo", "sex"])))
        n.f(", folder no. {m} (ours)", m=(c.mrn, "MRN"))
        if c.has_id:
            n.f(", ID {i}", i=(c.natid, "SSN"))
        n.t(".\n")
        n.f("Accepted by {d} at {t}. EMS ref {ref}.\n\n", d=c.dn(c.res, r.choice(["dr", "drfull"])), t=ck.next(5, 30),
            ref=(H.digits(r, 2) + "/" + H.digits(r, 6), "IDNUM"))
    n.t("Reason for transfer: " + r.choice(["needs trauma surgery / no surgeon on site", "CT not available",
                                            "ICU bed needed", "higher level of care - solid organ injury",
                                            "neurosurgical input"]) + "\n")
    n.t("History: " + s["mech_long"] + ". Injuries/suspected: " + ", ".join(s["injuries"][:2]) + ".\n")
    n.t("Vitals at referral: " + C.vitals(r, s["unstable"], c.c) + "; " + C.gcs_str(r, s["gcs"]) + "\n")
    n.t("Interventions: " + ", ".join(r.sample(["2 large-bore IVs", "RL 2 L", "ICC L", "intubated" if s["gcs"] < 9 else "O2 via NRB",
                                                "TXA 1 g", "pelvic binder",
                                                "2u PRBC", "ceftriaxone 1 g IV", "TT", "urinary catheter"], 4)) + "\n")
    if r.random() < 0.6:
        n.t("Labs: " + C.labs_str(r, c.c, s["unstable"], 1) + "\n")
    if r.random() < 0.5:
        n.f("Imaging: {x}", x=r.choice(["CXR, PXR sent with pt", "CT images pushed via PACS", "no imaging done"]))
        if r.random() < 0.4:
            n.f(" from {ip}", ip=(H.ip(r), "IPADDR"))
        n.t("\n")
    n.t("\nTransport: ")
    if us and r.random() < 0.5:
        n.f("rotor wing, {ems}, aircraft {tail}, ETA {t}\n", ems=(c.ems, "ORGANIZATION"),
            tail=("N" + H.digits(r, 3) + H.letters(r, 2), "VEHICLE"), t=ck.next(40, 90))
    else:
        n.f("{lv} ambulance, {ems}", lv=r.choice(["ALS", "ILS", "BLS"]), ems=(c.ems, "ORGANIZATION"))
        if r.random() < 0.5:
            n.f(", vehicle reg {v}", v=(H.plate(r, c.c), "VEHICLE"))
        n.f(", ETA {t}\n", t=ck.next(60, 180))
    if r.random() < 0.5:
        f = c.fam[0]
        n.f("NOK: {fn} ({rel}) {ph} - aware of transfer\n", fn=c.fn(f, "full"), rel=f.rel, ph=(f.phone, "PHONE"))
    if us:
        if r.random() < 0.5:
            K.plan_line(n, c)
        n.f("\nCall taken by: {cc} (transfer center RN)  ext {x}\n", cc=c.dn(c.rn, r.choice(["full", "cred"])),
            x=(H.digits(r, 4), "PHONE"))
        if r.random() < 0.35:
            n.f("Confirmation sent to {em}\n", em=(rf.email, "EMAIL"))
    else:
        n.t("\nKind regards\n")
        n.f("{d}\n", d=c.dn(rf, r.choice(["drfull", "dr"])))
        n.t(r.choice(["Medical Officer", "Community service MO", "Family physician"]) + "\n")
        n.f("HPCSA {h}   Cell {ph}\n", h=(rf.hpcsa, "LICENSE"), ph=(c.tel("cell"), "PHONE"))
        if r.random() < 0.5:
            n.f("Fax {fx}  Email {em}\n", fx=(c.tel("land"), "FAX"), em=(rf.email, "EMAIL"))
    K.audit(n, c, p=0.2)


def icu(n, c, s):
    r = c.rng
    us = c.us
    day = r.randint(1, 9)
    n.t(r.choice(["TRAUMA ICU HANDOVER\n", "SICU night-to-day handover\n", "ICU handover sheet - surgical\n", "SICU sign-out\n"]))
    n.f("{d}  {sh}\n", d=c.d(K.later(c, day), r.choice([c.dstyle, "wk", "md"])), sh=r.choice(["07:00", "19:00", "day shift", "night shift"]))
    n.f("Bed {b}: ", b=(c.bed, "LOCATION_OTHER"))
    n.add(c.pn(r.choice(["caps", "sur", "full", "comma", "initsur"])))
    n.t(" ")
    n.add(c.age_seg(r.choice(["sex", "slash", "bare"])))
    n.f("  {lab} {m}\n", lab="MRN" if us else "Fol", m=(c.mrn, "MRN"))
    n.t("ICU day %d. %s: %s. %s\n" % (day, s["mech"], "; ".join(s["injuries"][:3]), "s/p " + s["proc"]))
    tbi = "SDH" in " ".join(s["injuries"]) or "SAH" in " ".join(s["injuries"]) or s["gcs"] < 9
    n.t("\nNeuro: " + r.choice(["RASS -2 on propofol 30 mcg/kg/min + fentanyl 50 mcg/h", "GCS 10T, off sedation since 06:00"] +
                               (["ICP 14-18, CPP >60, EVD clamped"] if tbi else ["CAM-ICU negative, RASS 0"])) + "\n")
    n.t("Resp: " + r.choice(["VC-AC TV 450, RR 18, PEEP 8, FiO2 0.4; P/F 220", "PSV 10/5, FiO2 0.3 - SBT today",
                             "extubated to HFNC 40 L/60%", "trach day 2, on T-piece"]) + "\n")
    n.t("CVS: " + r.choice(["norepinephrine 0.08 mcg/kg/min, weaning", "off pressors, MAP 72",
                            "noradrenaline 0.12, vasopressin 0.03", "AF with RVR - amiodarone load"]) + "\n")
    n.t("Renal: " + r.choice(["UO 0.5 mL/kg/h, creat rising", "CRRT (CVVHDF) since day 3", "UO good"]) + "; " +
        r.choice(["K 5.6 - treated", "Mg replaced", "bladder pressure 14 mmHg"]) + "\n")
    openab = any(k in s["proc"] for k in ("damage control", "laparostomy", "ABThera", "Bogota"))
    n.t("GI: " + (r.choice(["open abdomen - ABThera, output 800 mL", "open abdomen (NPWT), relook planned"]) if openab else
                  r.choice(["NGT free drainage, TPN started", "trophic EN 10 mL/h", "NGT feeds at goal 60 mL/h"])) + "\n")
    n.t("Heme: Hb " + "%.1f" % r.uniform(6.8, 11.2) + ", plt %d; " % r.randint(40, 300) +
        r.choice(["VTE ppx held - SDH", "enoxaparin 30 bd", "TEG: normal", "1u PRBC overnight"]) + "\n")
    n.t("ID: " + r.choice(["pip-tazo day 4", "blood cultures: GPC in clusters", "afebrile, abx stopped",
                           "meropenem for VAP (K. pneumoniae ESBL)"]) + "\n")
    n.t("\nLines/devices:\n")
    n.f("- R IJ CVC ({d})\n", d=c.d(K.later(c, r.randint(0, day)), "md"))
    n.f("- art line L radial ({d})\n", d=c.d(K.later(c, r.randint(0, day)), "md"))
    dv = r.randrange(4)
    if dv == 0 and not tbi:
        dv = 3
    if dv == 0:
        n.f("- ICP monitor, SN {sn}, inserted {d}\n", sn=(c.device_sn(), "DEVICE"), d=c.d(K.later(c, 0), "md"))
    elif dv == 1:
        n.f("- NPWT unit {sn} ({w})\n", sn=(c.device_sn(), "DEVICE"), w="open abdomen" if openab else "midline wound")
    elif dv == 2:
        n.f("- ex-fix R femur (frame serial {sn})\n", sn=(c.device_sn(), "DEVICE"))
    else:
        n.f("- IVC filter (retrievable), lot/serial {sn}, placed {d}\n", sn=(c.device_sn(), "DEVICE"), d=c.d(K.later(c, 2), "md"))
    n.t("- " + r.choice(["Foley", "ICC R 28Fr", "NGT", "EVD"]) + "\n")
    n.t("\nLabs: " + C.labs_str(r, c.c, s["unstable"], r.choice([1, 3])) + "\n")
    if r.random() < 0.5:
        n.t(C.abg(r, s["unstable"]) + "\n")
    n.t("\nFamily: ")
    f = c.fam[r.randrange(3)]
    n.f("{rel} {fn} ({ph}) ", rel=f.rel, fn=c.fn(f, r.choice(["full", "given", "title"])), ph=(f.phone, "PHONE"))
    n.t(r.choice(["updated by consultant yesterday", "wants call if any change", "meeting today 14:00 re goals of care",
                  "visiting tonight, not yet updated"]) + "\n")
    n.t("Code: " + r.choice(["full", "DNR - no CPR", "full - revisit", "full code"]) + "\n")
    n.t("\nTo do:\n")
    K.bullets(n, r.sample(["chase CT head result", "relook laparotomy at 10:00", "wean FiO2", "SBT",
                           "repeat lactate 4-hrly", "d/w ortho re fixation", "line change (day 7)",
                           "family meeting", "tertiary survey not yet done", "stop propofol, triglycerides high"], 3))
    n.f("\nHandover: {a} -> {b}\n", a=c.dn(c.res, r.choice(["dr", "sur", "full"])),
        b=c.dn(c.res2, r.choice(["dr", "sur", "given"])))
    if r.random() < 0.4:
        n.f("Bedside RN: {rn}\n", rn=c.dn(c.rn, r.choice(["full", "given", "sister" if not us else "cred"])))
    K.audit(n, c, p=0.3)
