"""Genre: installation and home safety risk assessments (IHORM, supplier
install checklists, narrative home visits)."""
import phi
import clinical as CL
import common as CM
from case import name, doc_ref, Person
import pools_places as PP
from nb import Note, P

GENRE = "risk_assessment"

HAZARDS = [
    ("Smoking in household", ["No", "Yes - patient", "Yes - visitor", "Ex-smoker, quit 6/12 ago"]),
    ("E-cigarettes / vaping", ["No", "Yes - charged in kitchen", "No"]),
    ("Open fire / wood burner", ["No", "Yes - living room, not in use", "Gas fire in lounge"]),
    ("Gas hob / cooker", ["Electric", "Gas hob - advised 2 m", "Gas - patient no longer cooks"]),
    ("Candles / incense / oil lamps", ["None", "Tealights on mantel - removed", "Religious lamp (diya) - discussed"]),
    ("Emollients (paraffin-based)", ["None", "Yes - switched to water-based", "Unknown - leaflet left"]),
    ("Smoke alarms", ["Fitted, tested OK", "Fitted downstairs only", "None - referral made", "Hard-wired, tested"]),
    ("Trip hazards / tubing route", ["Low", "Medium - stairs", "High - cluttered hallway", "Low - tubing clipped to skirting"]),
    ("Pets", ["None", "Dog (chews tubing?)", "2 cats", "Budgie"]),
    ("Hoarding / clutter", ["None", "Moderate", "Significant - safeguarding discussed"]),
    ("Cognition / understanding", ["Good", "Mild MCI - carer present", "Good, hard of hearing"]),
    ("Electrical sockets", ["Dedicated socket, no extension", "Extension lead - advised against", "OK"]),
    ("Ventilation of concentrator area", ["Adequate", "Small box room - moved to landing", "Adequate, >30 cm from wall"]),
]


def _yn(rng):
    return rng.choice(["Y", "N", "Y", "Yes", "No", "N/A"])


def ihorm(rng, cs, n):
    n.ln(rng.choice(["INITIAL HOME OXYGEN RISK MITIGATION (IHORM) FORM", "IHORM - Initial Home Oxygen Risk Mitigation",
                     "HOME OXYGEN SAFETY RISK ASSESSMENT - IHORM"]))
    n.ln("Completed by: ", name(rng, cs.nurse, "DOCTOR", rng.choice(["full", "fml"])), " (", cs.nurse.cred or "HOS", ")",
         "   Date: ", cs.d(rng), "   Location: ", rng.choice(["patient's home", "clinic", "ward prior to discharge - "]),
         ([P(cs.ward, "HOSPITAL")] if rng.random() < 0.3 else []))
    n.w(CM.pt_header(rng, cs, rng.choice([0, 2, 3])))
    n.ln("")
    qs = [("1. Does the patient smoke (incl. e-cigarettes)?", None),
          ("2. Does anyone else in the household smoke?", None),
          ("3. History of burns, fires or falls in last 12 months?", None),
          ("4. Evidence of drug/alcohol misuse affecting safety?", None),
          ("5. Working smoke alarms on each floor?", None),
          ("6. Any open flames or heat sources near where O2 will be used?", None),
          ("7. Is the patient/carer able to understand the risks?", None),
          ("8. Consent to share details with Fire & Rescue Service?", None)]
    for q, _ in qs:
        n.ln(q, "  ", _yn(rng))
    if rng.random() < 0.6:
        n.ln("Household smokers: ", cs.rel, " ", cs.fam_name(rng, rng.choice(["first", "full"])), " - ",
             rng.choice(["smokes outside only", "agreed to smoke outside", "declined to change, escalated to consultant"]))
    if rng.random() < 0.5:
        n.ln("Fire service referral (Safe & Well visit): sent ", cs.d(rng, offset=rng.randint(0, 3), style="num"), " ref ",
             P(phi.incident_no(rng), "IDNUM"))
    n.ln("Risk level: ", rng.choice(["LOW", "LOW", "MEDIUM", "HIGH - see action plan"]))
    n.ln("Action plan: ", " ".join(CL.advice(rng, 2)))
    if rng.random() < 0.3:
        n.ln("Patient signature: signed on behalf by ", cs.fam_name(rng, "full"), " (", cs.rel, ")")
    else:
        n.ln("Patient signature: ", rng.choice(["obtained", "verbal consent - unable to sign (tremor)", "", "[signed]"]))
    n.ln("Assessor: ", name(rng, cs.nurse, "DOCTOR", "init"), "  ", P(cs.hosp, "HOSPITAL"), "  ", P(cs.hosp_phone, "PHONE"))


def install(rng, cs, n):
    conc, poc, cyl = CL.equipment(rng, cs.c)
    n.ln(P(cs.supplier, "ORGANIZATION"), " - ", rng.choice(["HOME INSTALLATION RISK ASSESSMENT", "Installation & Environment Checklist",
                                                              "SITE SAFETY ASSESSMENT (OXYGEN)"]))
    n.ln("Job no: ", P(phi.job_no(rng), "IDNUM"), "   Customer acct: ", P(cs.acct, "ACCOUNT"), "   Visit date: ", cs.d(rng),
         " ", CM.clock(rng))
    n.ln("Customer: ", cs.pt_name(rng, rng.choice(["tfull", "LF", "full"])), "   DOB ", cs.dob_s(rng))
    n.ln("Install address: ", cs.addr(rng))
    n.ln("Contact: ", P(cs.mobile, "PHONE"), "  / ", cs.rel, " ", cs.fam_name(rng, "first"), " ", P(cs.fam_phone, "PHONE"))
    n.ln("Property: ", rng.choice(["house", "bungalow", "flat (3rd floor, lift)", "caravan/mobile home", "sheltered housing",
                                   "farmhouse"]), "; ",
         rng.choice(["owner occupied", "rented - landlord informed", "council/housing association"]),
         ([" (", P(rng.choice(["Riverside Housing Trust", "Northgate Homes", "Cedarwood Housing Co-op", "Kingsmead Tenancies"]), "ORGANIZATION"), ")"]
          if rng.random() < 0.4 else []))
    n.ln("")
    n.ln("%-38s %-8s %s" % ("Item", "Risk", "Notes"))
    for item, opts in CL.pick(rng, HAZARDS, rng.randint(7, 11)):
        n.ln("%-38s %-8s %s" % (item, rng.choice(["L", "L", "M", "H"]), rng.choice(opts)))
    n.ln("")
    n.ln("Equipment sited: ", conc, " in ", rng.choice(["living room", "hallway", "back bedroom", "landing", "dining room"]),
         "; S/N ", P(phi.serial(rng, CL.CONC_SERIAL_KIND[conc]), "DEVICE"))
    n.ln("Backup: ", str(rng.randint(1, 3)), " x ", cyl, " stored ", rng.choice(["in cupboard under stairs", "in spare room, upright, chained",
                                                                              "in garage - moved indoors", "by back door"]))
    n.ln("Warning signage: ", rng.choice(["'Oxygen in use' sticker on front door and meter cupboard", "sticker on front window",
                                          "declined door sticker - placed inside porch"]))
    if rng.random() < 0.4:
        n.ln("Patient transports cylinders in own vehicle, reg ", P(cs.vreg, "VEHICLE"), " - car sticker given, insurer to be told.")
    n.ln("Firebreaks fitted: ", rng.choice(["2", "2 (at unit + 1 m from cannula)", "yes"]), "   Tubing: ", rng.choice(["15 m", "8 m", "20 m (2 x 10 m)"]))
    n.ln("Overall risk: ", rng.choice(["Low", "Medium", "Medium", "High"]), "   Escalated to: ",
         rng.choice([["n/a"], ["HOS nurse ", name(rng, cs.nurse, "DOCTOR", "full")], ["clinical lead"], ["clinical lead ", name(rng, cs.nurse2, "DOCTOR", "full")]]))
    n.ln("Technician: ", name(rng, cs.eng, "DOCTOR", rng.choice(["full", "init", "first"])), "   Van: ", P(cs.van, "VEHICLE"))
    if rng.random() < 0.4:
        n.ln("Customer sig: captured (fingerprint), ref ", P(phi.bioid(rng, "finger"), "BIOID"))
    else:
        n.ln("Customer sig: ", rng.choice(["captured on handset", "signed", "signed by carer"]))


def narrative(rng, cs, n):
    n.ln(rng.choice(["Home visit - oxygen safety assessment", "HOME VISIT NOTE: O2 risk assessment", "Community Resp Team - home safety visit"]))
    n.ln(cs.d(rng, style=rng.choice(["wk", "wklong", "num", "short"])), "  ", CM.clock(rng, 8, 11), "-", CM.clock(rng, 12, 17))
    n.ln("")
    n.w("Visited ", cs.pt_name(rng, rng.choice(["title", "tfull", "full"])), " (", cs.age_phrase(rng), ") at home, ",
        P(cs.street, "STREET"), ", ", P(cs.town, "CITY"), ", following ", rng.choice(["referral from ", "HOOF from ", "request from "]),
        doc_ref(rng, cs.cons), " at ", P(cs.hosp, "HOSPITAL"), ". ")
    if rng.random() < 0.6:
        n.w(cs.rel.capitalize(), " ", cs.fam_name(rng, "first"), " present throughout. ")
    n.w("Oxygen prescribed ", CL.flow(rng), " L/min for ", CL.hours(rng), " hours/day. ")
    n.ln("")
    n.ln("")
    n.w("Smoking: ", CM.smoking(rng, cs), ". ")
    n.w(rng.choice(["Ashtray noted on windowsill - discussed frankly; pt states it belongs to visitors. ",
                    "No smell of smoke, no lighters seen. ", "Burn marks on armchair noted; pt denies smoking since discharge. ",
                    "Wood burner in lounge, in use - concentrator relocated to back room. "]))
    n.w(" ".join(CL.advice(rng, 3)), " ")
    n.ln("")
    n.ln("")
    if rng.random() < 0.5:
        n.ln("Neighbour ", name(rng, cs.fam2, "FAMILY", rng.choice(["full", "title"])), " holds a spare key; aware of oxygen in property.")
    k = rng.randint(0, 2)
    if k == 0:
        n.ln("Fire & rescue referral: consent given, sent via secure email ", cs.d(rng, style="num"))
    elif k == 1:
        n.ln("Fire & rescue referral: declined by patient")
    else:
        n.ln("Fire & rescue referral: already had Safe & Well visit in ", cs.d(rng, offset=-rng.randint(30, 400), style="my"))
    if rng.random() < 0.25:
        n.ln("Outcome: NOT safe to install today - discussed with ", doc_ref(rng, cs.cons), ", plan re-visit 1/52")
    else:
        n.ln("Outcome: ", rng.choice(["safe to proceed with installation", "proceed with conditions (see above)", "proceed, review in 2/52"]))
    n.ln("")
    n.w(CM.sig(rng, cs, cs.nurse, rng.choice(["Community Respiratory Nurse", "Home Oxygen Nurse", "Respiratory Therapist (home care)"]),
               phone_kind=rng.choice([None, "tel"])))


def gen(rng, cs):
    n = Note()
    k = rng.random()
    if cs.c == "UK" and k < 0.45:
        ihorm(rng, cs, n)
    elif k < 0.7:
        install(rng, cs, n)
    else:
        narrative(rng, cs, n)
    if rng.random() < 0.3:
        n.w(CM.audit(rng, cs))
    return n
