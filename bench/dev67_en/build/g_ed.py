"""(1) Emergency department notes."""
import clin
import common
import values as V
from marks import M


def _scenario(c):
    r = c.r
    he, his = c.he(), c.his()
    kind = r.choice(["mvc", "chest", "fall_work", "od", "dog", "visitor", "abd", "lac", "etoh", "sob", "headache"])
    if c.loc != "US" and r.random() < 0.6:
        kind = "visitor"
    if c.loc == "US" and kind == "visitor":
        kind = "chest"
    s = {"kind": kind, "extra": []}
    if kind == "mvc":
        cop = c.F("officer", r.choice("MF"))
        medic = c.S("emt1", "emt")
        s["cc"] = "MVC"
        s["hpi"] = (
            "%s is a %s %s who was the restrained driver of a sedan struck on the passenger side at approx 35 mph near %s in %s. "
            "+airbag deployment, self-extricated, ambulatory at scene. Brought in by %s Ambulance (medic %s) on a backboard with c-collar. "
            "Complains of L chest wall pain and neck pain. Denies LOC, no anticoagulants. %s"
        ) % (c.ref(), c.A("-year-old"), c.man(), c.LM(), M("CITY", r.choice(V.US_CITIES)[0]),
             M("ORGANIZATION", r.choice(["Harrow County", "Rushmere", "Tillbury", "Lindell"]) + " EMS"), c.N(medic, "full_cred"),
             r.choice(clin.SCORES))
        s["extra"] = [
            "Vehicle: %s, plate %s, VIN %s" % (r.choice(["gray sedan", "white pickup", "blue hatchback"]), M("VEHICLE", V.plate(r)), M("VEHICLE", V.vin(r))),
            "%s report #%s; Officer %s (%s) at bedside, badge %s" % (M("ORGANIZATION", r.choice(V.ORGS_OTHER[3:5])), M("IDNUM", V.digits(r, 2) + "-" + V.digits(r, 6)),
                                                                     c.FN(cop, "full"), M("PHONE", V.us_phone(r)), M("IDNUM", V.digits(r, 4))),
        ]
        s["dx"] = "Chest wall contusion; cervical strain. CT C-spine and CT chest negative for acute injury."
    elif kind == "chest":
        cardio = c.S("cardio", "attending")
        s["cc"] = "chest pain"
        s["hpi"] = (
            "%s %s with %s p/w substernal chest pressure that began %s evening while shoveling, radiating to the L arm, with diaphoresis. "
            "Had a stress test at %s in %s (reportedly normal) and follows with %s. Took ASA 325 mg at home. %s"
        ) % (c.A(r.choice(["yo", "-yo", "y/o"])), c.sex, ", ".join(clin.pmh(r, 3)), c.D(0 - r.randrange(0, 2), style=r.choice(["W", "w"])),
             c.O(), c.D(c.ya(r.randrange(1, 6)), style="Y"), c.N(cardio, "dr_last"),
             r.choice(clin.SCORES[:10]))
        s["dx"] = "NSTEMI, troponin %.2f -> %.2f. Cardiology consulted." % (r.uniform(0.05, 0.3), r.uniform(0.4, 3.0))
    elif kind == "fall_work":
        boss = c.F("supervisor", r.choice("MF"))
        s["cc"] = "fall from ladder"
        s["hpi"] = (
            "%s is a %s %s who %s. Fell approximately 8 ft from a ladder at the job site on %s this morning, landing on R side. "
            "Supervisor %s drove %s in and can be reached at %s. Workers' comp claim %s. Pain R wrist and R hip; no head strike."
        ) % (c.P("title_last"), c.A(), c.man(), c.job_phrase(), c.LM(), c.FN(boss, "full"), c.him(),
             c.ph(boss.phone), M("ACCOUNT", "WC-" + V.digits(r, 7)))
        s["dx"] = "Distal radius fracture, closed, splinted. Hip XR negative."
    elif kind == "od":
        fr = c.F("roommate", r.choice("MF"))
        s["cc"] = "unresponsive"
        s["hpi"] = (
            "Pt is a %s %s found unresponsive by roommate %s at %s around %s. EMS gave naloxone 4 mg IN x2 with improvement in RR. "
            "Roommate reports pt relapsed after leaving %s on %s. %s states %s used fentanyl 'from a friend'. UDS pending."
        ) % (c.A("-year-old"), c.man(), c.FN(fr, "full"), c.LM(), c.time(), c.O("full"),
             c.D(-r.randrange(3, 40), "short"), c.P("first"), c.he())
        s["extra"] = ["Roommate contact: %s, %s" % (c.FN(fr, "first"), c.ph(fr.phone))]
        s["dx"] = "Opioid overdose, resolved with naloxone. Observed 4 hours, COWS 6."
    elif kind == "dog":
        nb = c.F("neighbor", r.choice("MF"))
        s["cc"] = "dog bite"
        s["hpi"] = (
            "%s presents after being bitten on the L forearm by a neighbor's dog at %s this afternoon. Dog owner is %s, who reports the dog's rabies "
            "vaccination is up to date. Animal control notified, report no. %s. Last tetanus %s."
        ) % (c.P("full"), M("STREET", V.street(r)), c.FN(nb, "full"), M("IDNUM", "AC-" + V.digits(r, 5)),
             c.D(c.ya(r.randrange(3, 12)), style="Y"))
        s["dx"] = "Dog bite, L forearm, 2 cm laceration, irrigated, loosely approximated; amoxicillin-clavulanate 875 mg BID x5 days."
    elif kind == "visitor":
        home = c.loc if c.loc != "US" else r.choice(["UK", "AU"])
        ctry = c.country if c.loc != "US" else ("England" if home == "UK" else "Australia")
        gp = c.gp or r.choice(V.UK_GP if home == "UK" else V.AU_GP)
        sp = c.F(r.choice(["wife", "husband", "partner"]))
        s["cc"] = "syncope"
        s["hpi"] = (
            "%s is a %s %s visiting from %s (home: %s), arrived on %s to see family. Today at %s had a witnessed syncopal episode lasting ~30 sec, "
            "%s %s at bedside. PMH per %s own GP at %s: %s. Travel insurance %s, policy %s; home contact %s."
        ) % (c.ref(), c.A(), c.man(), M("COUNTRY", ctry), c.city_state(), c.D(-r.randrange(2, 20), "full"), c.LM(),
             c.rel_word(sp), c.FN(sp), c.his(), M("HOSPITAL", gp), ", ".join(clin.pmh(r, 2)), M("ORGANIZATION", r.choice(V.TRAVEL_INS)),
             M("HEALTHPLAN", V.travel_policy(r)), M("PHONE", V.phone(r, home)))
        s["dx"] = "Vasovagal syncope, orthostatic; dehydration after long-haul flight. Wells score 0."
    elif kind == "abd":
        s["cc"] = "abdominal pain"
        s["hpi"] = (
            "%s %s with RLQ pain since %s, anorexia, one episode NBNB emesis. Seen at %s on %s and sent home with ondansetron. "
            "LMP %s. %s"
        ) % (c.A(r.choice(["yo", "-yo", "y/o"])), c.sex, c.D(-r.randrange(1, 3), style=r.choice(["W", "w", "wmd"])),
             c.O(), c.D(-1, "short"), c.D(-r.randrange(10, 30), "short") if c.sex == "F" else "n/a", r.choice(clin.EPONYMS))
        s["dx"] = "Acute appendicitis on CT (appendix 11 mm with stranding). Surgery consulted; NPO, cefoxitin 2 g IV."
    elif kind == "lac":
        s["cc"] = "hand laceration"
        s["hpi"] = (
            "%s, a %s %s, cut the L palm on a mandoline slicer at %s, where %s works as a %s. Bleeding controlled with pressure. "
            "Tdap %s. Right-hand dominant."
        ) % (c.P("full"), c.A("-year-old"), c.man(), c.EMP(), c.he(), c.PROF(), c.D(c.ya(r.randrange(2, 14)), style=r.choice(["Y", "bY"])))
        s["dx"] = "4 cm simple laceration L palm, repaired with 6 x 4-0 nylon; FDP/FDS intact."
    elif kind == "etoh":
        s["cc"] = "intoxication"
        s["hpi"] = (
            "Brought in by %s after being found sleeping at %s. Known to this ED (last visit %s). %s is a %s %s with alcohol use disorder. "
            "Denies SI. Serum EtOH %d. %s"
        ) % (M("ORGANIZATION", r.choice(V.ORGS_OTHER[3:5])), c.LM(), c.D(-r.randrange(5, 200), "full"),
             c.P("first"), c.A("yo"), c.man(), r.randrange(180, 380), r.choice(clin.SCORES))
        s["dx"] = "Acute alcohol intoxication, metabolized to sobriety; CIWA monitoring, thiamine 100 mg given."
    elif kind == "sob":
        s["cc"] = "shortness of breath"
        s["hpi"] = (
            "%s %s w/ COPD on 2L home O2 (supplied by %s, concentrator SN %s), presents with 3 days of increased dyspnea and green sputum. "
            "Last admission %s at %s. Uses nebs QID."
        ) % (c.A(r.choice(["yo", "y/o"])), "male" if c.sex == "M" else "female", M("ORGANIZATION", r.choice(["Harbor Home Medical", "Ridgeway Respiratory Supply", "AirFirst DME"])),
             M("DEVICE", V.device_sn(r)), c.rng_(-r.randrange(40, 90), -r.randrange(30, 39)), c.other_hosp())
        s["dx"] = "COPD exacerbation; ABG 7.31/58/62; BiPAP 12/5 started."
    else:
        s["cc"] = "headache"
        s["hpi"] = (
            "%s is a %s %s with worst headache of life that began at %s while at %s. Photophobia, neck stiffness. Mother had a 'brain bleed' at %s. "
            "Took ibuprofen 600 mg without relief."
        ) % (c.P("title_last"), c.A("-year-old"), c.man(), c.time(), r.choice([c.EMP(), "church (" + M("ORGANIZATION", r.choice(V.ORGS_OTHER[:2] + V.ORGS_OTHER[6:])) + ")"]),
             c.A("bare", age=r.randrange(40, 70)))
        s["dx"] = "Thunderclap headache; CT head negative, LP performed, xanthochromia absent. Kernig and Brudzinski negative."
    return s


def sectioned(c):
    r = c.r
    s = _scenario(c)
    att, res, rn = c.S("attending"), c.S("resident"), c.S("nurse")
    parts = [common.header(c, r.choice(["EMERGENCY DEPARTMENT NOTE", "ED Provider Note", "Emergency Medicine Physician Record"]))]
    parts.append("Arrival: %s %s via %s   Triage RN: %s   %s" % (c.D(None, "numeric"), c.time(), r.choice(["EMS", "private vehicle", "walk-in", "police"]),
                                                          c.N(rn, r.choice(["full_cred", "first", "init_cred"])), c.RM()))
    parts.append("\nCHIEF COMPLAINT: %s\n" % s["cc"])
    parts.append("HISTORY OF PRESENT ILLNESS:\n%s\n" % s["hpi"])
    for e in s["extra"]:
        parts.append(e)
    parts.append("\nPMH: %s" % "; ".join(clin.pmh(r)))
    parts.append("Meds: %s" % "; ".join(clin.meds(r)))
    parts.append("Allergies: %s" % r.choice(["NKDA", "PCN (hives)", "sulfa - rash", "codeine (N/V)", "iodinated contrast"]))
    parts.append("Social: %s; lives with %s in %s. %s" % (c.job_phrase(), c.relname(), c.city_state(),
                                                          r.choice(["Smokes 1 ppd x 30 yrs.", "Denies tobacco.", "EtOH socially.", "Vapes daily.",
                                                                    "Former smoker, quit " + c.D(c.ya(r.randrange(2, 20)), style="Y") + "."])))
    parts.append("\nPHYSICAL EXAM:\n%s" % clin.vitals(r, c.loc == "US" or not c.cw))
    parts.append("\n".join(clin.exam(r)))
    parts.append("\nRESULTS:\n%s\n%s\n%s" % (clin.bmp(r), clin.cbc(r), clin.misc_labs(r)))
    if r.random() < 0.5:
        parts.append("Imaging read by %s, accession %s." % (c.N(c.S("rad"), "dr_last"), M("IDNUM", V.accession(r, c.enc.year))))
    parts.append("\nMDM / ED COURSE:\n%s %s Discussed with %s. %s" % (
        s["dx"], clin.sentence_negatives(r, 2), c.N(att, "dr_last"),
        r.choice(["Pt and %s updated at bedside." % c.relname(), "Pt agrees with plan.", "Interpreter used (ID %s)." % M("IDNUM", V.digits(r, 6)),
                  "Similar episode over %s, did not seek care." % c.holiday()])))
    dispo = r.choice(["admit", "home", "obs", "transfer"])
    if dispo == "admit":
        parts.append("\nDISPOSITION: Admit to %s, %s, accepting %s. Bed request placed %s." % (
            c.WARD(), c.RM(), c.N(c.S("hosp", "attending"), "dr_full"), c.time()))
    elif dispo == "home":
        pcp = c.S("pcp", "attending")
        parts.append("\nDISPOSITION: Discharged home with %s. F/u with PCP %s at %s on %s; clinic tel %s. Return precautions reviewed." % (
            c.relname(), c.N(pcp, "dr_last"), c.O(), c.D(r.randrange(2, 10), "any"), M("PHONE", V.us_phone(r))))
    elif dispo == "obs":
        parts.append("\nDISPOSITION: ED observation unit, %s. Serial troponins; reassess in AM %s." % (c.RM(), c.D(1, style=r.choice(["W", "wmd", "md"]))))
    else:
        parts.append("\nDISPOSITION: Transfer to %s for higher level of care; accepted by %s, transfer center ref %s, report called to %s at %s." % (
            c.other_hosp(), c.N(c.S("accept", "attending"), "dr_full"), M("IDNUM", "TC" + V.digits(r, 6)), c.N(c.S("rn2", "nurse"), "first"), M("PHONE", V.us_phone(r))))
    parts.append("\nI personally evaluated the patient with %s. %s\n" % (c.N(res, r.choice(["dr_last", "full_cred"])), r.choice(["Agree with resident note as edited.", "Critical care time 35 min excluding procedures.", ""])))
    parts.append(common.footer(c, att))
    if r.random() < 0.4:
        sc = c.S("scribe")
        parts.append("Scribed by %s for %s on %s.\n" % (c.N(sc, "full"), c.N(att, "dr_last"), c.D(None, "numeric")))
    return "\n".join(parts), "sectioned"


def triage_provider(c):
    r = c.r
    s = _scenario(c)
    rn, att = c.S("nurse"), c.S("attending")
    lines = [common.header(c, "ED TRIAGE / PROVIDER NOTE", style=r.choice(["banner", "pipe"]))]
    lines.append("TRIAGE %s %s  ESI %d  by %s" % (c.D(None, "short"), c.time(), r.randrange(1, 5), c.N(rn, r.choice(["full_cred", "LF", "first"]))))
    lines.append("CC: %s. %s" % (s["cc"], clin.vitals(r)))
    lines.append("Pain %d/10. Wt %d kg. Allergies: %s. Fall risk: Morse %d." % (r.randrange(0, 11), r.randrange(45, 140), r.choice(["NKA", "latex", "morphine"]), r.randrange(0, 90)))
    lines.append("Pt arrived with %s; belongings bag #%s given to %s." % (c.relname(), M("IDNUM", V.digits(r, 5)), r.choice(["security", "family", "the charge nurse"])))
    lines.append("Reg: %s" % common.registration(c, full=r.random() < 0.6).replace("\n", "; ").rstrip("; "))
    lines.append("\n--- PROVIDER ---")
    lines.append(s["hpi"])
    for e in s["extra"]:
        lines.append(e)
    lines.append("ROS: otherwise negative x10 systems.")
    lines.append("Exam: " + "; ".join(clin.exam(r)))
    lines.append("Labs: %s | %s" % (clin.bmp(r), clin.cbc(r)))
    lines.append("A/P: %s" % s["dx"])
    lines.append("%s" % clin.sentence_negatives(r, 3))
    if r.random() < 0.5:
        lines.append("Prior records obtained from %s via %s; last visit %s." % (c.O(), M("URL", V.url(r, "portal")), c.D(-r.randrange(20, 700), "full")))
    lines.append("")
    lines.append(common.footer(c, att))
    return "\n".join(lines), "triage+provider"


def terse(c):
    r = c.r
    s = _scenario(c)
    att = c.S("attending")
    res = c.S("resident")
    t = [
        "ED note %s %s" % (c.D(None, "any"), c.time()),
        "%s %s %s" % (c.P(r.choice(["init", "init2", "firstinit", "LAST"])), c.A(r.choice(["sexS", "yoS", "y"])), c.RM()),
        "mrn %s" % c.ID("MRN"),
        "cc %s" % s["cc"],
        "hpi: " + s["hpi"],
    ]
    t += s["extra"]
    t += [
        "pmh " + ", ".join(clin.pmh(r)),
        "meds " + ", ".join(clin.meds(r, 3)),
        "vs " + clin.vitals(r),
        "labs " + clin.bmp(r) + "; " + clin.misc_labs(r),
        "imp: " + s["dx"],
        "plan: %s; %s" % (r.choice(["admit " + c.WARD(), "dc home", "obs", "OR tonight"]), r.choice(clin.MEDS)),
        "d/w %s, %s aware; %s called %s" % (c.N(att, r.choice(["dr_last", "LAST", "last"])), c.relname(), c.N(res, "last"), c.ph()),
        "-- %s %s / pgr %s" % (c.N(res, r.choice(["init_cred", "full_cred_nc", "lower"])), c.D(None, "short"), M("PHONE", res.pager)),
    ]
    if r.random() < 0.5:
        t.append("attending attest: seen and examined, agree. %s" % c.N(att, "full_cred"))
    if r.random() < 0.4:
        t.append(common.audit(c))
    return "\n".join(t) + "\n", "terse"


def dictated(c):
    r = c.r
    s = _scenario(c)
    att = c.S("attending")
    out = [common.header(c, "EMERGENCY DEPARTMENT REPORT", style=r.choice(["stack", "form"]))]
    out.append("DATE OF SERVICE: %s\n" % c.D(None, "full"))
    out.append("This is a %s %s who presents with %s. %s" % (c.A(r.choice(["-year-old", "wordsyo"])), c.man(), s["cc"], s["hpi"]))
    out.append(" ".join(s["extra"]))
    out.append("\nPAST MEDICAL HISTORY: %s.\nPAST SURGICAL HISTORY: %s in %s at %s.\nSOCIAL HISTORY: The patient %s and lives at %s with %s." % (
        ", ".join(clin.pmh(r)), r.choice(["cholecystectomy", "appendectomy", "TKA", "CABG x3", "C-section"]),
        c.D(c.ya(r.randrange(2, 25)), style="Y"), c.other_hosp(), c.job_phrase(), c.address(), c.relname()))
    out.append("\nPHYSICAL EXAMINATION: %s. %s." % (clin.vitals(r), ". ".join(clin.exam(r))))
    out.append("\nLABORATORY DATA: %s. %s. %s." % (clin.bmp(r), clin.cbc(r), clin.misc_labs(r)))
    out.append("\nEMERGENCY DEPARTMENT COURSE AND MEDICAL DECISION MAKING: %s %s" % (s["dx"], clin.sentence_negatives(r, 2)))
    out.append("\nThe patient's %s was contacted at %s and agrees with the plan. Primary care physician %s at %s was faxed at %s.\n" % (
        r.choice(["daughter", "son", "wife", "husband", "sister"]), c.ph(), c.N(c.S("pcp", "attending"), "dr_full"), c.O(), M("FAX", V.us_phone(r))))
    out.append("%s, %s" % (c.N(att, "fml_cred"), r.choice(["Emergency Medicine", "ED Attending"])))
    out.append(common.transcription(c, att))
    return "\n".join(out), "dictated"


def make(c):
    f = c.r.choice([sectioned, sectioned, triage_provider, terse, dictated])
    return f(c)
