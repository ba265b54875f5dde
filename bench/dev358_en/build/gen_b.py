"""Genres: care package / carer training, emergency plan & hospital passport, MDT review,
respiratory physiologist telephone log, paediatric-to-adult transition letter."""
import pools as PL
from core import pat, words_num, ip as ipaddr
from world import staff
from gen_a import letterhead, pt_block, vehicle, slug_, kpa, ref_line

FUNDING = {"UK": ["NHS Continuing Healthcare (CHC)", "joint health/social care funding", "personal health budget (direct payments)"],
           "IE": ["HSE home support scheme", "HSE intensive home care package"], "US": ["Medicaid waiver (private duty nursing)", "state Medicaid EPSDT", "Medicare + commercial secondary"],
           "CA": ["provincial home care", "Ontario Home and Community Care Support Services", "self-managed attendant funding"],
           "AU": ["NDIS plan (core supports)", "NDIS + state-funded HCP", "DVA community nursing"], "NZ": ["ACC (injury-related) funding", "Individualised Funding (IF)", "Disability Support Services"]}
COMPETENCIES = ["NIV mask application, fit and skin check", "Ventilator alarms and troubleshooting", "Cough assist (MI-E)",
                "Oral/nasal suction", "Tracheostomy suction (closed and open)", "Emergency tracheostomy tube change",
                "Manual ventilation with bag-valve (BVM) via mask/trach", "Oximetry monitoring and escalation",
                "Circuit change and cleaning", "Battery and power-failure procedure", "Moving and handling with ventilator on wheelchair",
                "Recognising deterioration (NEWS2 / red flags)"]
EMERG = {"UK": "999", "IE": "112 or 999", "US": "911", "CA": "911", "AU": "000", "NZ": "111"}


def bioid(r, kind=None):
    kind = kind or r.choice(["fp", "vp", "pv", "fr"])
    return {"fp": pat(r, r.choice(["FP-#####", "FPT########", "BIO-FP-####"])), "vp": pat(r, r.choice(["VP-#######", "VOX####-##"])),
            "pv": pat(r, r.choice(["PV########", "PVEIN-######"])), "fr": pat(r, r.choice(["FR-##-#####", "FACE#######"]))}[kind]


def care_package(n, c):
    r = c.rng
    tr = staff(r, c.cc, r.choice(["trainer", "cns", "physio"]))
    n.ln(r.choice(["CARE PACKAGE AND CARER TRAINING RECORD", "Complex Care Package - Competency Record", "Carer training log (home ventilation)",
                   "PACKAGE OF CARE SUMMARY & COMPETENCY SIGN-OFF"]))
    n.ln(c.fac(c.serv), " in partnership with ", (c.agency, "ORGANIZATION"))
    n.ln()
    pt_block(n, c, r.choice(["lines", "table"]), extra=r.random() < 0.6)
    n.ln("Diagnosis: ", c.dx, ". Ventilation: ", c.hours, " via ", c.trach or c.mask, " on ", c.vent, " (S/N ", (c.vent_sn, "DEVICE"), ")")
    n.ln()
    fund = r.choice(FUNDING[c.cc])
    n.ln("Funding: ", fund, "   ref ", (pat(r, r.choice(["CHC/####/###", "PA-####-#####", "########", "NDIS-REQ-#####"])), "IDNUM"))
    if c.cc in ("US", "AU", "CA", "IE") or r.random() < 0.3:
        lab, val, org = c.plan
        if c.cc == "AU" and "NDIS" in fund:
            lab, val = "NDIS number", pat(r, "43#######")
        n.ln(lab, ": ", (val, "HEALTHPLAN"), [" (", (org, "ORGANIZATION"), ")"] if org and lab != "NDIS number" else None)
    if r.random() < 0.35:
        why = {"UK": "direct payments - PA employer", "AU": "carer payment linkage", "US": "waiver enrolment", "CA": "self-managed funding",
               "IE": "HSE home support", "NZ": "Individualised Funding host"}[c.cc]
        n.ln("Benefits / employer details (", why, "): ", c.ssn[0], " ", (c.ssn[1], "SSN"), "; payroll account ", (pat(r, "DP######"), "ACCOUNT"))
    hrs = r.choice([168, 168, 112, 84, 56, 70, 140])
    pattern = "24/7 one-to-one" if hrs == 168 else r.choice(["waking nights 22:00-08:00 + day support", "2:1 for transfers, 1:1 otherwise",
                                                            "nights only (family cover days)", "3 calls/day + waking night"])
    n.ln("Hours: %d h/week; %s" % (hrs, pattern))
    n.ln()
    n.ln("CARER TEAM")
    for cr in c.carers:
        line = ["- ", c.fn(cr, "full"), "  ", (cr["tel"], "PHONE")]
        if r.random() < 0.35:
            line += ["  EVV fingerprint ID ", (bioid(r, "fp"), "BIOID")]
        n.ln(*line)
    if r.random() < 0.3:
        n.ln("Carer parking permits issued: ", (vehicle(r, c.cc), "VEHICLE"), ", ", (vehicle(r, c.cc), "VEHICLE"))
    n.ln()
    n.ln("COMPETENCY SIGN-OFF")
    n.ln("Carer            | Competency                                   | Trainer | Date       | Outcome")
    comps = r.sample(COMPETENCIES, r.randrange(4, 8))
    sty = r.choice(["num", "short", "iso", "dash"])
    for comp in comps:
        cr = r.choice(c.carers)
        nm = cr["first"] + " " + cr["last"][0] + "." if r.random() < 0.5 else cr["first"]
        n.ln((nm, "FAMILY"), " " * max(1, 17 - len(nm)), "| ", comp[:44].ljust(44), " | ", c.sn(tr, "init"), "      | ",
             c.D(c.day(-r.randrange(0, 40)), sty), " | ", r.choice(["competent", "competent", "supervised practice x2 more", "not yet - retrain", "competent (observed)"]))
    n.ln()
    n.ln("Training delivered by ", c.sn(tr, "full"), ", ", tr["job"], r.choice([" at the family home", [" in the skills lab, ", c.fac(c.hosp)], " (virtual + 1 home session)"]), ".")
    if c.age < 25:
        mum = c.fam[0]
        n.f("Parents {m} and {d} also signed off for all competencies; {m2} is the lead carer.\n", m=c.fn(mum, "first"), d=c.fn(c.fam[1], "first"), m2=c.fn(mum, "first"))
        if mum.get("prof") and r.random() < 0.6:
            n.f("Mum has reduced her hours as a {p} to cover nights.\n", p=(mum["prof"], "PROFESSION"))
    else:
        n.f("{rel} {f} signed off for {x}.\n", rel=c.nok["rel"].capitalize(), f=c.fn(c.nok), x=r.choice(["NIV and cough assist", "all competencies", "alarms only"]))
    n.ln("Escalation: carer to call ", EMERG[c.cc], " if SpO2 < %d%% despite NIV or patient distressed; otherwise LTV team " % r.randrange(85, 92), c.ph("land"),
         " (office hours), on-call ", c.ph("bleep" if r.random() < 0.4 else "land"))
    n.ln("Agency contact: ", c.ph("land"), "  ", ("rostering@" + slug_(c.agency) + ".example.net", "EMAIL"))
    if r.random() < 0.4:
        n.f("Cover over {h}: {x}.\n", h=(r.choice(PL.HOLIDAYS[c.cc]), "DATE"), x=r.choice(["bank carers booked", "family covering days", "gap on two nights - escalated"]))
    n.ln("Review date: ", c.D(c.day(r.randrange(60, 200))))
    n.ln()
    n.ln(*c.sig(tr))


def emergency_plan(n, c):
    r = c.rng
    passport = r.random() < 0.5
    n.ln(r.choice(["MY HOSPITAL PASSPORT", "Hospital Passport - I use a ventilator", "EMERGENCY CARE PLAN - HOME VENTILATION",
                   "Emergency Health Care Plan (ventilator dependent)"]) if passport else r.choice(["EMERGENCY PLAN: HOME MECHANICAL VENTILATION", "Ventilator emergency plan"]))
    n.ln(r.choice(["Please read this before you treat me.", "Keep with the ventilator at all times.", "Copy: home / GP / ambulance / hospital notes"]))
    n.ln()
    n.ln("Name: ", c.pn(r.choice(["full", "fml", "upper"])))
    if c.nick and r.random() < 0.7:
        n.ln("I like to be called: ", c.pn("nick"))
    n.ln("Date of birth: ", c.D(c.dob, r.choice(["long", "num", None])), "   Age: ", (str(c.age), "AGE"))
    ids = [("Hospital no: " if not c.us else "MRN: "), (c.mrn, "MRN")]
    if c.natid and c.natid[1] != c.mrn:
        ids += ["   ", c.natid[0], ": ", (c.natid[1], "MRN")]
    n.ln(*ids)
    n.ln("Address: ", *c.addr())
    n.ln("Home phone: ", (c.tel, "PHONE"))
    if r.random() < 0.3:
        lab, val, org = c.plan
        n.ln(lab, ": ", (val, "HEALTHPLAN"))
    n.ln()
    n.ln("People who know me best:")
    for f in c.fam:
        n.ln("  ", c.fn(f, "full"), " (", f["rel"], ") ", (f["tel"], "PHONE"))
    n.ln("GP: ", c.sn(c.gp, "tl"), ", ", c.fac(c.gp_site), "  ", (c.gp_site["tel"], "PHONE"))
    n.ln("Ventilation team: ", c.fac(c.serv), "  ", (c.serv["tel"], "PHONE"), "  consultant ", c.sn(c.cons, "tl"), "; nurse ", c.sn(c.cns, "full"))
    n.ln()
    n.ln("About my breathing:")
    n.ln("- Diagnosis: ", c.dx, ".")
    n.ln("- I use my ventilator ", c.hours, ". ", c.vent, " serial ", (c.vent_sn, "DEVICE"), "; ", c.vent_batt, ".")
    if c.hours.startswith(("16", "24")):
        n.ln("- Back-up ventilator S/N ", (c.vent2_sn, "DEVICE"), " must come with me. Bring the BVM bag.")
    n.ln("- Interface: ", c.trach or c.mask, ".  Settings: ", c.setting_lines())
    n.ln("- Target SpO2 %d-%d%%. Do NOT give high-flow oxygen without my ventilator (risk of CO2 retention)." % r.choice([(88, 92), (92, 96), (94, 98)]))
    n.ln("- Cough assist: ", c.cough, " - my carers know how to use it.")
    n.ln()
    n.ln("If I am unwell:")
    n.ln("1. Call ", EMERG[c.cc], " and say '", r.choice(["ventilator dependent", "home ventilated patient", "neuromuscular patient on NIV"]), "'.")
    if r.random() < 0.6:
        n.ln("   Ambulance service flag ref: ", (pat(r, r.choice(["SPN-######", "AMB########", "EHCP/####"])), "IDNUM"))
    n.ln("2. Bring ventilator, mask, charger, cough assist, this passport.")
    n.ln("3. Tell the ", r.choice(["A&E", "ED"]) if c.cc in ("UK", "IE") else "ED", " team to call ", c.fac(c.serv), " (", c.ph("sw"), ").")
    n.f("4. Nearest hospital: {h}. I have been on {w} before.\n", h=c.fac(c.hosp), w=(r.choice(PL.WARD_NAMES), "HOSPITAL"))
    n.ln()
    n.ln("Communication: ", r.choice(["speaks clearly but tires", "uses eye-gaze device", "lip-reads; use yes/no questions", "uses letter board",
                                      "first language " + c.langs + " - interpreter if needed"]), ".")
    n.ln("Likes: ", r.choice(["football on the radio", "being told what you are doing", "music during procedures", "cold drinks through a straw"]),
         ". Dislikes: ", r.choice(["being laid flat", "mask being removed without warning", "cannulas in hands", "loud wards"]), ".")
    if c.prof and r.random() < 0.6:
        n.f("About me: I {w} a {p}", w="was" if c.retired else r.choice(["was", "work as"]), p=(c.prof, "PROFESSION"))
        n.add(" and I like to talk about it.\n" if r.random() < 0.5 else ".\n")
    if r.random() < 0.5:
        lm = r.choice(PL.LANDMARKS)
        n.f("Finding the house: {a}{b}{z} is the nearest landmark; blue door, ramp at rear.\n", a=lm[0].capitalize() if lm[0] else "", b=(lm[1], "LOCATION_OTHER"), z=lm[2])
    if r.random() < 0.4:
        n.ln("Adapted vehicle (wheelchair accessible): ", (vehicle(r, c.cc), "VEHICLE"), " - blue badge displayed")
    if r.random() < 0.45:
        n.ln("Biometric patient ID (", r.choice(["palm-vein", "fingerprint", "facial"]), ") enrolled at ", c.fac(c.hosp), ": ", (bioid(r), "BIOID"))
    n.ln("Power cut: registered with ", (c.power, "ORGANIZATION"), " priority list (account ", (pat(r, "#########"), "ACCOUNT"), "). Internal battery ~",
         r.choice(["6", "8", "4"]), " h; spare battery charged nightly.")
    if r.random() < 0.3:
        n.ln(c.ssn[0], ": ", (c.ssn[1], "SSN"), " (for benefits/transport forms)")
    n.ln()
    n.ln("Written with ", c.pn("first"), " and ", c.fn(c.nok, "first"), " on ", c.D(c.day(-r.randrange(0, 30))), " by ", c.sn(c.cns, "full"), ", ", c.cns["job"], ".")
    n.ln("Review by: ", c.D(c.day(r.randrange(150, 370)), r.choice(["my", None])))


def mdt_review(n, c):
    r = c.rng
    roles = ["cons", "physiol", "cns", "physio", "sw", "ot", "slt", "diet", "pall", "reg", "coord", "sec"]
    team = {"cons": c.cons, "physiol": c.phys, "cns": c.cns}
    for ro in roles[3:]:
        team[ro] = staff(r, c.cc, ro)
    n.ln(r.choice(["LONG-TERM VENTILATION MDT", "Home Ventilation MDT meeting - minutes", "NIV / LTV multidisciplinary review",
                   "MDT: Complex Respiratory & Home Ventilation"]))
    n.ln(c.fac(c.serv), "   Date: ", c.D(c.base, r.choice([None, "wk", "long"])), "   ", r.choice(["Venue: seminar room, Respiratory Unit", "MS Teams", "hybrid (Teams + unit meeting room)", "Venue: Respiratory Unit office"]))
    n.ln()
    present = ["cons", "physiol", "cns"] + r.sample(roles[3:10], r.randrange(2, 6))
    present = r.sample(present, len(present))
    n.add("Present: ")
    for i, ro in enumerate(present):
        s = team[ro]
        n.add(c.sn(s, r.choice(["tl", "full", "il"]) if s["dr"] else r.choice(["full", "il"])), " (", s["job"].split(" (")[0], ")", ", " if i < len(present) - 1 else "\n")
    ab = [ro for ro in roles[:10] if ro not in present]
    if ab and r.random() < 0.6:
        n.ln("Apologies: ", c.sn(team[ab[0]], "full"))
    n.ln()
    n.ln("Patient: ", c.pn(r.choice(["LF", "full", "fml"])), "  ", *c.age_p("yo"), "  ", "MRN " if c.us else "Hosp no ", (c.mrn, "MRN"))
    n.ln("Diagnosis: ", c.dx, " (diagnosed ", c.D(c.dx_date, r.choice(["y", "my"])), "); NIV since ", c.D(c.niv_date, r.choice(["y", "my", None])), "; ", c.hours, ".")
    n.ln("Reason for discussion: ", r.choice(["deteriorating daytime CO2", "transition to 24 h ventilation", "tracheostomy decision", "care package breakdown",
                                              "advance care planning", "repeated admissions", "new referral for set-up"]))
    n.ln()
    n.ln("Discussion:")
    n.ln("- Medical (", c.sn(c.cons, "tl"), "): ", r.choice(["admitted to ", "seen in clinic at "]), c.fac(c.hosp), " on ", c.D(c.day(-r.randrange(7, 60))),
         "; ", r.choice(["pH 7.31, PaCO2 %s on arrival." % kpa(c, 8.1), "FVC now 0.9 L (26%).", "weight loss 4 kg in 3 months.", "stable.",
                         "ALSFRS-R %d/48." % r.randrange(12, 40) if c.dxkey == "MND" else "BMI %.1f." % r.uniform(17, 52)]))
    n.ln("- Physiology (", c.sn(c.phys, "first"), "): download ", r.choice(["adherence 96%, leak OK", "usage 3.2 h/night", "high leak, Vt low", "AHI 9.8, raised EPAP"]),
         "; ", r.choice(["TcCO2 peak 7.9 kPa", "oximetry T90 12%", "ODI 4.1", "no repeat study yet"]) + ".")
    n.ln("- CNS (", c.sn(c.cns, "first"), "): home visit ", c.D(c.day(-r.randrange(3, 40)), "dm"), " - ", r.choice(["skin breakdown nasal bridge", "carers confident",
                                                                                                                   "wife exhausted, requesting respite", "equipment all in date"]), ".")
    if "physio" in present:
        n.ln("- Physio: PCF %d L/min; MI-E +40/-40 BD; %s" % (r.randrange(90, 280), r.choice(["lung volume recruitment bag issued", "breath-stacking taught", "no change"])))
    if "slt" in present or "diet" in present:
        n.ln("- SLT/dietetics: ", r.choice(["IDDSI level 5 diet, thickened fluids level 2", "PEG discussion - patient wishes to consider", "BMI 17.9, supplements started",
                                            "BMI 48; weight management referral"]), ".")
    f = c.nok
    n.add("- Social (", c.sn(team["sw"], "first"), "): lives with ", f["rel"], " ", c.fn(f))
    if f.get("prof"):
        n.add(" (", (f["prof"], "PROFESSION"), r.choice([", working full-time)", ", on leave)", ")"]))
    if c.prof:
        n.add("; patient ", "retired " if c.retired else "previously worked as ", (c.prof, "PROFESSION"))
    n.ln("; ", r.choice(["housing adaptation pending", "carer's assessment offered", "benefits review done",
                         ["respite at ", c.fac(r.choice(c.W[c.cc]["hospice"])), " discussed"]]), ".")
    if r.random() < 0.5:
        n.ln("- Palliative: ", r.choice(["ReSPECT form", "POLST", "Advance Care Plan", "MOLST", "goals-of-care"]), " discussed; ",
             r.choice(["patient would not want tracheostomy", "for full escalation incl. ICU", "wishes to remain at home", "ceiling of care NIV"]), ".")
    n.ln()
    n.ln("Outcome / actions:")
    n.ln("Action                                          | Owner | Due")
    acts = ["Increase IPAP by 2, repeat TcCO2", "Refer to hospice at home", "Order second ventilator (24 h use)", "Mask refit + gel cushion",
            "Write to GP re: anticipatory meds", "Carer training refresh", "Discuss trach with family", "Chase CHC/waiver funding decision", "Dietetic review"]
    for a in r.sample(acts, r.randrange(3, 6)):
        ow = team[r.choice(present)]
        n.ln(a.ljust(48), "| ", c.sn(ow, "init"), " " * 4, "| ", c.D(c.day(r.randrange(7, 60)), r.choice(["num", "dm", "dmon"])))
    n.ln()
    n.ln("Next MDT review: ", c.D(c.day(r.randrange(28, 120))))
    n.ln("Minutes: ", c.sn(team["sec"], r.choice(["full", "il"])), ", ", team["sec"]["job"])


def phone_log(n, c):
    r = c.rng
    phys = [c.phys, staff(r, c.cc, "physiol"), staff(r, c.cc, "tech")]
    n.ln(r.choice(["RESPIRATORY PHYSIOLOGY - TELEPHONE LOG", "Telephone contact record (home ventilation)", "Physiologist phone log",
                   "HMV advice line - call record"]))
    n.ln("Patient: ", c.pn(r.choice(["LF", "full", "upper"])), "  DOB ", c.D(c.dob), "  ", "MRN " if c.us else r.choice(["Hosp no ", "ID "]), (c.mrn, "MRN"))
    n.ln("Equipment: ", c.vent, " (SN ", (c.vent_sn, "DEVICE"), ")  ", c.trach or c.mask)
    n.ln("-" * 60)
    d = c.day(-r.randrange(0, 20))
    issues = [("high leak alarm overnight x%d" % r.randrange(2, 9), "checked mask size and headgear; advised chin strap; re-download tomorrow"),
              ("vent says 'low battery' on mains", "check wall socket/adaptor; likely PSU fault - engineer booked"),
              ("mask rubbing bridge of nose, red mark", "advised gel pad and looser straps; refit appointment offered"),
              ("feels more breathless, using vent in day", "advised GP review today / 111 if worse; flagged to consultant"),
              ("water in tubing (rainout)", "lower humidity to 3, tube cover, keep room warm"),
              ("power cut expected (planned works)", "confirmed battery full ~8 h; priority register; backup plan discussed"),
              ("questions about travel abroad", "travel letter to be done; airline medical form"),
              ("low Vt alarm repeatedly", "check circuit for leak/disconnection; talked through on video call"),
              ("cough assist not triggering", "swap-out arranged with supplier"),
              ("carer unsure of new settings", "talked through; confirmed IPAP/EPAP %d/%d on screen" % (c.set["ipap"], c.set["epap"]))]
    if r.random() < 0.4:
        phone_short(n, c, phys, issues, d)
        return
    order = r.sample(issues, len(issues))
    for i in range(r.randrange(3, 6)):
        d = c.day((d - c.base).days + r.randrange(0, 9))
        who = r.choice(phys)
        caller = r.choice(["self", "fam", "fam", "carer", "gp"])
        n.add(c.D(d, r.choice(["num", "dm", "iso"]) if i == 0 or r.random() < 0.5 else None), " ", c.T(r.randrange(8, 20)), "  ")
        if caller == "self":
            n.add("Caller: patient")
            cb = c.mob
        elif caller == "fam":
            f = r.choice(c.fam)
            n.add("Caller: ", f["rel"], " ", c.fn(f))
            cb = f["tel"]
        elif caller == "carer":
            cr = r.choice(c.carers)
            n.add("Caller: carer ", c.fn(cr), " (", (c.agency, "ORGANIZATION"), ")")
            cb = cr["tel"]
        else:
            n.add("Caller: ", c.sn(c.gp, "tl"), " (GP, ", c.fac(c.gp_site), ")")
            cb = c.gp_site["tel"]
        n.ln("  tel ", (cb, "PHONE"))
        chk = r.random() if caller != "gp" else 1.0
        if chk < 0.25:
            n.ln("   ID verified: voiceprint match ", (bioid(r, "vp"), "BIOID"))
        elif chk < 0.6:
            n.ln("   ID check: DOB + postcode ", (c.home["zip"], "ZIP"), " confirmed")
        iss, adv = order[i]
        n.ln("   Issue: ", iss)
        n.ln("   Advice: ", adv)
        if "engineer" in adv or "swap" in adv:
            n.ln("   Job ref ", (pat(r, "JB######"), "IDNUM"), " with ", (c.supplier, "ORGANIZATION"), "; ETA ", c.D(c.day((d - c.base).days + 1), "wk"))
        sig = r.random()
        if sig < 0.35:
            n.ln("   -- ", c.sn(who, "init"))
        elif sig < 0.65:
            n.ln("   logged by ", (("%s%s" % (who["first"][0], who["last"])).lower().replace(" ", "").replace("'", "").replace("-", ""), "USERNAME"))
        else:
            n.ln("   ", c.sn(who, "full"), ", ", who["job"])
        n.ln()
    if r.random() < 0.4:
        n.ln("Follow-up: callback booked ", c.D(c.day((d - c.base).days + 2)), "; video link sent to ", (c.email, "EMAIL"))


def transition_letter(n, c):
    r = c.rng
    paed = staff(r, c.cc, "paed")
    ph = c.paedh
    letterhead(n, c, ph)
    n.ln()
    n.ln(c.D(c.base, r.choice(["long", "ord", None])))
    if r.random() < 0.6:
        ref_line(n, c, paed)
    n.ln()
    n.ln(c.sn(c.cons, "tfull"))
    n.ln(c.cons["job"])
    n.ln(c.fac(c.serv))
    n.ln(*c.addr(c.serv, multi=True))
    n.ln()
    n.ln("Dear ", c.sn(c.cons, "tl") if r.random() < 0.7 else "colleague", ",")
    n.ln()
    n.ln("Re: ", c.pn(r.choice(["full", "fml", "upper"])), "   DOB ", c.D(c.dob), "   ", c.natid[0] if c.natid else ("MRN" if c.us else "Hosp no"), " ",
         (c.natid[1] if c.natid else c.mrn, "MRN"))
    n.ln("    ", *c.addr())
    n.ln("Transition to adult home ventilation services")
    n.ln()
    diag_age = r.randrange(1, 9)
    c.dx_date = c.dob.replace(year=c.dob.year + diag_age, day=min(c.dob.day, 28))
    sx = "young woman" if c.sex == "F" else "young man"
    n.f("I am writing to introduce {f}, a {a}-year-old {sx} with {dx} who has been under our care at {h} since {he} was {da}. "
        "{F2} turns {b} in {m} and will move to your service as agreed at our joint transition clinic.\n\n",
        f=c.pn("first"), a=(str(c.age), "AGE"), sx=sx, dx=c.dx, h=c.fac(ph), he=c.he, da=(words_num(diag_age), "AGE"),
        F2=c.pn("first"), b=(str(c.age + 1), "AGE"), m=c.D(c.day(r.randrange(30, 250)), "my"))
    n.ln("Background")
    born = r.random() < 0.25
    n.f("- Diagnosed {y}{b}.\n", y=c.D(c.dx_date, "y") if r.random() < 0.5 else ["at age ", (str(diag_age), "AGE")],
        b=[" in ", c.country_p(r.choice(PL.ABROAD)), " before the family moved here"] if born else "")
    n.f("- PICU admission {d} with {w}; NIV started then and continued at home.\n", d=c.D(c.niv_date, r.choice(["my", "y"])),
        w=r.choice(["RSV bronchiolitis", "pneumonia", "post-operative respiratory failure", "hypercapnic encephalopathy"]))
    if r.random() < 0.6:
        n.f("- Spinal fusion at {h} in {y}; {x}.\n", h=c.fac(r.choice(c.W[c.cc]["acute"])), y=c.D(c.day(-r.randrange(500, 2500)), "y"),
            x=r.choice(["uncomplicated", "prolonged weaning (9 days)", "readmitted with chest infection"]))
    n.ln("- Current ventilation: ", c.vent, " S/N ", (c.vent_sn, "DEVICE"), ", ", c.hours, ", via ", c.trach or c.mask, ".")
    n.ln("  Settings: ", c.setting_lines())
    n.ln("- Airway clearance: ", c.cough, " twice daily and prn; ", r.choice(["nusinersen 4-monthly", "deflazacort 18 mg od", "eplerenone for cardiomyopathy",
                                                                              "no regular medication", "risdiplam od"]), ".")
    n.ln("- Last sleep study ", c.D(c.day(-r.randrange(30, 300))), ": TcCO2 peak %.1f kPa, T90 %.1f%%." % (r.uniform(5.8, 7.6), r.uniform(0, 8)))
    n.ln()
    n.ln("Education and family")
    n.f("{F} attends {s} and hopes to study {x}. ", F=c.pn("first"), s=(r.choice(PL.ORG_SCHOOL), "ORGANIZATION"),
        x=r.choice(["computing", "graphic design", "law", "music production", "accountancy", "history"]))
    mum, dad = c.fam[0], c.fam[1]
    n.f("{He} lives with {his} {rm} {m}", He=c.he.capitalize(), his=c.his, rm=mum["rel"], m=c.fn(mum, "full"))
    if mum.get("prof"):
        n.f(" (a {p})", p=(mum["prof"], "PROFESSION"))
    n.f(" and {rd} {d}", rd=dad["rel"], d=c.fn(dad, "first"))
    if dad.get("prof"):
        n.f(", who works as a {p}", p=(dad["prof"], "PROFESSION"))
    n.add(". ")
    n.f("The family's contact number is {t} and e-mail {e}.\n", t=(mum["tel"], "PHONE"), e=(c.email, "EMAIL"))
    if r.random() < 0.4:
        n.f("Care package: {a}, {h} hours/week; carers {c1} and {c2} are trained in all competencies.\n", a=(c.agency, "ORGANIZATION"),
            h=str(r.choice([40, 56, 84, 112])), c1=c.fn(c.carers[0], "first"), c2=c.fn(c.carers[1], "full"))
    n.ln()
    n.f("We have arranged a joint clinic on {d} at {s}. I would be grateful if you could take over prescribing of consumables from that date; "
        "the equipment (loaned from {sup}) will transfer with {him}.\n\n", d=c.D(c.day(r.randrange(14, 120)), r.choice(["long", None, "wk"])),
        s=c.fac(c.serv), sup=(c.supplier, "ORGANIZATION"), him=c.him)
    n.ln("Yours sincerely,")
    n.ln()
    n.ln(*c.sig(paed, lic=r.random() < 0.6, contact=True))
    n.ln(c.fac(ph))
    n.ln()
    n.add("cc: ", c.sn(c.gp, "tl"), ", ", c.fac(c.gp_site), ", ", *c.addr(c.gp_site))
    n.ln()
    n.ln("    ", c.fn(mum, "full"), " (parent), home address")
    if r.random() < 0.5:
        n.ln("    ", c.sn(staff(r, c.cc, "cns"), "full"), ", transition nurse, ", c.fac(ph))


def phone_short(n, c, phys, issues, d):
    """Free-text shorthand entries, one paragraph per call."""
    r = c.rng
    order = r.sample(issues, len(issues))
    for i in range(r.randrange(4, 8)):
        d = c.day((d - c.base).days + r.randrange(0, 6))
        who = r.choice(phys)
        iss, adv = order[i]
        n.add(c.D(d, r.choice(["dm", "num", "short"])), " ", c.T(r.randrange(8, 20)), " ")
        k = r.random()
        if k < 0.4:
            f = r.choice(c.fam)
            n.add(r.choice(["pt's ", ""]), f["rel"], " (", c.fn(f, "first"), ") rang ", r.choice(["from ", "on "]), (f["tel"], "PHONE"), " re ", iss, ". ")
        elif k < 0.6:
            n.add("pt rang (", c.pn(r.choice(["first", "init"])), ") re ", iss, ". ")
        elif k < 0.8:
            cr = r.choice(c.carers)
            n.add("carer ", c.fn(cr, "first"), " from ", (c.agency, "ORGANIZATION"), " rang re ", iss, ". ")
        else:
            n.add("outgoing call to pt on ", (c.mob, "PHONE"), " - ", r.choice(["no answer, vm left", "f/u of download, usage improved", "checking new mask - fits well"]), ". ")
            adv = None
        if adv:
            n.add(r.choice(["adv: ", "-> ", "Advice: "]), adv, ". ")
        if r.random() < 0.2:
            n.add("ID confirmed by voiceprint (", (bioid(r, "vp"), "BIOID"), "). ")
        if r.random() < 0.3:
            n.add("Job ", (pat(r, "JB######"), "IDNUM"), " raised. ")
        if r.random() < 0.5:
            n.ln(c.sn(who, "init"))
        else:
            n.ln("[", (("%s%s" % (who["first"][0], who["last"])).lower().replace(" ", "").replace("'", "").replace("-", ""), "USERNAME"), "]")
        n.ln()
    if r.random() < 0.3:
        n.f("Over {h}: office closed; on-call via switchboard {t}.\n", h=(r.choice(PL.HOLIDAYS[c.cc]), "DATE"), t=(c.hosp["tel"], "PHONE"))
