"""Community genres: ESD referral; home visit / environmental assessment; driving and return-to-work letter."""
import fake as F
import clin as C
import pools as P
from common import ORIGIN, HOLIDAY, H, DT, PT, AGE_SEX, ID_BLOCK, BED, SIGN, FOOTER, JOB, FAMREF, bullets, TIME, LETTERHEAD, CC, NOK, GP_ADDR


def esd_team(c):
    return "%s %s" % (c.addr["town"], ["Stroke ESD Team", "Community Stroke Team", "Early Supported Discharge Service",
                                        "ESD & Community Neuro-Rehab"][len(c.addr["town"]) % 4])


def esd(d, rng, c, st, a):
    d.line(rng.choice(["EARLY SUPPORTED DISCHARGE (ESD) - REFERRAL FORM", "Stroke ESD Referral", "REFERRAL TO COMMUNITY STROKE / ESD TEAM",
                       "ESD referral (please complete all sections)"]))
    d.t("To: ")
    d.put((esd_team(c), "HOSPITAL"))
    d.nl()
    d.w("Send to: {e}   Tel: {t}", e=(F.email(rng.choice(["esd.referrals", "stroke.esd", "communitystroke"]), c.rehab_dom), "EMAIL"),
        t=(F.phone(rng, c.country), "PHONE"))
    if rng.random() < 0.5:
        d.w("   Fax: {f}", f=(F.phone(rng, c.country), "FAX"))
    d.nl()
    rd = F.plus(c.dis, -rng.randrange(1, 6))
    d.w("Date of referral: {dt}    Ref: {r}", dt=DT(rng, st, rd), r=(F.refno(rng, "ESD", rd), "IDNUM"))
    d.nl()
    if st.rule:
        d.line(st.rule)
    H(d, st, "Referrer")
    d.put(F.N(a, rng.choice(["full", "init_last"])))
    d.t(", " + {"pt": "Physiotherapist", "ot": "OT", "cns": "Stroke CNS", "esd": "Stroke ESD liaison"}.get(a.role, "Stroke team"))
    d.t(", ")
    d.put((c.ward, "HOSPITAL"))
    d.t(", ")
    d.put((c.hosp, "HOSPITAL"))
    d.nl()
    d.w("Contact: {p}", p=(F.ext_phone(rng, c.country) if rng.random() < 0.5 else a.bleep, "PHONE"))
    if a.email:
        d.w("  {e}", e=(a.email, "EMAIL"))
    d.nl(2)
    H(d, st, "Patient details")
    d.t("Name: ")
    d.put(F.N(c.pt, rng.choice(["full", "caps", "title_full"])))
    d.w("   DOB: {dob} ({a})", dob=DT(rng, st, c.dob), a=F.A(c.age))
    d.nl()
    d.w("MRN: {m}", m=(c.mrn, "MRN"))
    if c.hp:
        d.w("   {l}: {v}", l=c.hp[0], v=(c.hp[1], "HEALTHPLAN"))
    d.nl()
    d.t("Home address: ")
    d.put(F.ADDR(c.addr))
    d.nl()
    d.w("Home tel: {h}   Mobile: {m}", h=(c.home_tel, "PHONE"), m=(c.mob, "PHONE"))
    d.nl()
    if rng.random() < 0.3:
        d.w("Email: {e}", e=(F.email(F.letters(c.pt.first).lower() + "." + F.letters(c.pt.last).lower() + str(c.dob.year % 100),
                                     rng.choice(["example.com", "example.net", "mail.test"])), "EMAIL"))
        d.nl()
    NOK(d, rng, c, st)
    d.t("GP: ")
    d.put(F.N(c.gp, rng.choice(["dr_full", "dr"])))
    d.t(", ")
    d.put((c.gp_prac, "HOSPITAL"))
    d.w(" (tel {t})", t=(c.gp_tel, "PHONE"))
    d.nl(2)
    H(d, st, "Eligibility")
    crit = ["Medically stable for discharge", "Transfers independently or with 1", "Lives within catchment area",
            "Patient consents to ESD", "Safe home environment / carer support in place", "Pre-stroke mRS <=3",
            "Rehab goals achievable in the community"]
    for x in crit:
        d.line("[%s] %s" % (rng.choice(["x", "X", "Y", "Yes", "x"]), x))
    d.nl()
    H(d, st, "Diagnosis")
    d.t("%s %s %s on " % (c.side.capitalize(), c.territory or "", "ICH" if c.subtype == "ICH" else "infarct"))
    d.put(DT(rng, st, c.onset))
    d.t(". NIHSS %d on admission, %d now. mRS %d. " % (c.nihss, c.nihss_d, c.mrs_d))
    d.t(rng.choice(["Thrombolysed." if c.lysis else "Not thrombolysed.", "", "Anticoagulation started." if c.af else ""]))
    d.nl(2)
    H(d, st, "Current function")
    d.line("Mobility: " + rng.choice(["indep with quad stick indoors; supervision outdoors", "rollator, 20m, supervision",
                                       "wheelchair for distance, 1 assist transfers", "indep, mild unsteadiness"]))
    d.line("ADLs: " + rng.choice(["needs help with lower body dressing and showering", "independent with set-up",
                                  "min assist personal care, prompts for sequencing"]))
    d.line("Cognition/comm: " + rng.choice(["OCS - attention deficit; aphasia (mild, expressive)" if c.aphasia else "OCS - mild executive difficulties",
                                             "MoCA %d/30" % rng.randrange(15, 30), "no concerns identified"]))
    d.line("Swallow: " + ("IDDSI 6/0 - SLT to review" if c.dysphagia else "normal diet & fluids"))
    d.line("Continence: " + rng.choice(["continent", "urgency - pads at night", "catheter in situ, TWOC planned"]))
    d.line("Mood: " + rng.choice(["low, HADS-D 11", "settled", "anxious about going home", "tearful (emotionalism)"]))
    d.nl()
    H(d, st, "Therapy needs")
    d.line(", ".join(rng.sample(["PT", "OT", "SLT", "psychology", "dietetics", "social work"], rng.randrange(2, 5))))
    d.nl()
    H(d, st, "Home / access / lone working")
    d.t(rng.choice(["Bungalow, 2 steps to front door. ", "2-storey semi, stairs with rail. ", "Farmhouse, level access at back. ",
                    "Ground floor flat. ", "Terraced house, steep steps to front. "]))
    d.t(rng.choice(["Key safe fitted. ", "Family will be present for first visit. ", "Dog at property - please phone ahead. ", ""]))
    if rng.random() < 0.45:
        d.t("Directions: " + rng.choice(["eircode brings you to the wrong lane - ", "sat nav unreliable; ", ""]))
        d.t("house is " + rng.choice(["2nd on left after ", "first bungalow past ", "opposite "]))
        d.put((rng.choice(P.LANDMARK_NAMES), "LOCATION_OTHER"))
        d.t(". ")
    if rng.random() < 0.3:
        d.t("Park behind ")
        d.put(F.N(c.nok, "first"))
        d.w("'s car (reg {v}). ", v=(F.vehicle_reg(rng, c.country), "VEHICLE"))
    d.nl()
    if rng.random() < 0.3:
        d.t(rng.choice(["Main carer away over ", "Family unavailable over ", "Daughter visiting from abroad for "]))
        d.put((HOLIDAY(rng), "DATE"))
        d.t(" - please note. ")
    if rng.random() < 0.25:
        d.put(ORIGIN(rng, c))
    d.nl()
    d.t("Planned discharge: ")
    d.put(DT(rng, st, c.dis))
    d.t(". Equipment: " + ", ".join(C.equip(rng, rng.randrange(1, 4))) + ".")
    d.nl()
    SIGN(d, rng, a, st, when=rd)
    FOOTER(d, rng, c, a, st, rd, 0.3)


def homevisit(d, rng, c, st, a):
    d.line(rng.choice(["OCCUPATIONAL THERAPY HOME VISIT REPORT", "Home Environmental Assessment", "Pre-discharge Home Visit - OT/PT",
                       "ACCESS VISIT / ENVIRONMENTAL ASSESSMENT"]))
    d.put((c.rehab if rng.random() < 0.5 else c.hosp, "HOSPITAL"))
    d.line(" - Occupational Therapy")
    d.nl()
    ID_BLOCK(d, rng, c, st, addr=True, extra=rng.random() < 0.4)
    vd = F.plus(c.dis, -rng.randrange(2, 10))
    d.w("Date of visit: {dt}   {t1}-{t2}", dt=DT(rng, st, vd), t1="%02d:%02d" % (rng.randrange(9, 12), rng.choice([0, 15, 30])),
        t2="%02d:%02d" % (rng.randrange(12, 16), rng.choice([0, 15, 30, 45])))
    d.nl()
    d.t("Present: ")
    d.put(F.N(a, "full"))
    d.t(" (OT), ")
    d.put(F.N(c.pt_, rng.choice(["full", "first"])))
    d.t(" (PT), pt, ")
    f = c.nok
    d.put(FAMREF(rng, f))
    d.t(" (" + f.rel + ")")
    if rng.random() < 0.4:
        nb = F.person(rng, c.country, "FAMILY")
        d.t(", ")
        d.put(F.N(nb, rng.choice(["title_last", "full"])))
        d.t(" (neighbour)")
    d.line(".")
    d.t("Transport: ")
    if rng.random() < 0.35:
        d.t(rng.choice(["", "pt travelled in "]) + f.rel + "'s car, reg ")
        d.put((F.vehicle_reg(rng, c.country), "VEHICLE"))
        d.t(" - car transfer practised, front passenger seat")
    else:
        d.t(rng.choice(["hospital car", "OT pool car", "taxi (pt reluctant)", "hospital transport"]))
    d.line(".")
    d.nl()
    H(d, st, "Property")
    d.t(rng.choice(["Detached bungalow", "Two-storey semi-detached house", "Mid-terrace house", "Farmhouse (old, extended 1990s)",
                    "Council flat, 2nd floor, lift", "Dormer bungalow"]) + ", " + rng.choice(["owner-occupied", "rented from county council",
                                                                                            "housing association", "rented privately"]))
    d.t(". Located " + rng.choice(P.LANDMARK) + "; ")
    d.put(rng.choice([["approx 2 km from ", (c.addr["town"], "CITY")], ["near ", (rng.choice(P.LANDMARK_NAMES), "LOCATION_OTHER")],
                      ["on the edge of ", (c.addr["town"], "CITY")], "rural, no public transport"]))
    d.line(".")
    d.nl()
    rooms = [("Access", ["%d steps to front door (%d cm each), no rail - pt managed with stick + 1 assist." % (rng.randrange(1, 5), rng.randrange(12, 22)),
                         "Level access via back door. Gravel yard - uneven.", "Ramp in situ from previous carer needs."]),
             ("Hall/stairs", ["13 stairs, rail on R ascending; pt managed step-to with supervision.", "Narrow hall, loose rug - advised removal.",
                              "Stairlift fitted (not working) - family to arrange repair."]),
             ("Kitchen", ["Made hot drink with supervision; safe kettle use; left cupboard doors open.", "Small galley kitchen; trolley will not fit.",
                          "Ignored items on %s side of worktop." % c.contra]),
             ("Bathroom", ["Bath with overhead shower - unable to step in safely; trialled bath board + 1.", "Downstairs WC, toilet height 39 cm - raised seat needed.",
                           "Wet room fitted 2019. Shower chair required."]),
             ("Bedroom", ["Bed height 52 cm - OK for transfers. Commode for night.", "Double bed against wall; transfers from R side only.",
                          "Bedroom upstairs - will sleep downstairs in front room initially."]),
             ("Living room", ["Chair too low (40 cm) - raisers advised.", "Adequate space with frame; trailing cables."])]
    for (rm, opts) in rooms:
        d.line(st.bullet + rm + ": " + rng.choice(opts))
    d.nl()
    H(d, st, "Recommendations")
    eq = C.equip(rng, rng.randrange(3, 7))
    bullets(d, st, eq)
    if rng.random() < 0.4:
        d.t(st.bullet + "Telecare pendant (unit ID ")
        d.put((F.device_serial(rng, "pendant"), "DEVICE"))
        d.line(") - monitored by " + rng.choice(["family", "call centre"]))
    if rng.random() < 0.5:
        d.t(st.bullet + "Minor adaptations via " + rng.choice(["Housing Adaptation Grant (county council)", "local authority OT",
                                                              "Care & Repair", "landlord"]))
        d.line(" - request sent " + rng.choice(["today", "this week"]) + ".")
    d.nl()
    H(d, st, "Outcome")
    d.t(rng.choice(["Safe for discharge home with ", "Discharge home appropriate with ", "Not currently safe for home; reconsider after "]))
    d.t(rng.choice(["package of care (2 calls/day) and ESD follow-up.", "family support and equipment above.", "further therapy - 2 weeks.",
                    "ESD input and equipment in place before discharge."]))
    d.nl()
    d.t("Equipment delivery booked for ")
    d.put(DT(rng, st, F.plus(vd, rng.randrange(1, 5)), short=rng.random() < 0.5))
    d.t("; ")
    d.put(FAMREF(rng, f))
    d.w(" to be home for delivery ({p}).", p=(f.phone, "PHONE"))
    d.nl()
    SIGN(d, rng, a, st, when=vd, role="ot")
    FOOTER(d, rng, c, a, st, vd, 0.25)


def driving(d, rng, c, st, a):
    LETTERHEAD(d, rng, c, c.rehab if rng.random() < 0.5 else c.hosp, c.rehab_dom,
               rng.choice(["Stroke Service", "Neurorehabilitation Outpatients", "Stroke & TIA Clinic", "Brain Injury Service"]), st)
    ld = F.plus(c.dis, rng.randrange(10, 120))
    d.nl()
    d.put(DT(rng, st, ld))
    d.nl(2)
    rtw = (not c.retired) and rng.random() < 0.75
    to_employer = rtw and rng.random() < 0.4
    if to_employer:
        d.line("Occupational Health Department")
        d.put((c.employer, "ORGANIZATION"))
        d.nl()
        ea = F.address(rng, c.country)
        d.put(F.ADDR(ea, "multi"))
        d.nl(2)
        d.line("Dear Colleague,")
    else:
        d.put(F.N(c.pt, "title_full"))
        d.nl()
        d.put(F.ADDR(c.addr, "multi"))
        d.nl(2)
        d.t("Dear ")
        d.put(F.N(c.pt, "title_last"))
        d.line(",")
    d.nl()
    d.t("Re: ")
    d.put(F.N(c.pt, rng.choice(["full", "full_caps", "full_mid"])))
    d.w(", DOB {dob}", dob=DT(rng, st, c.dob))
    if rng.random() < 0.6:
        d.w(", MRN {m}", m=(c.mrn, "MRN"))
    d.nl()
    if c.drives and rng.random() < 0.8:
        d.w("Driving licence no. {l}", l=(c.dl, "LICENSE"))
        if rng.random() < 0.5:
            d.w("   Vehicle reg: {v}", v=(c.vreg, "VEHICLE"))
        d.nl()
    if rtw and rng.random() < 0.35:
        d.w("{l}: {v}", l=c.ssn[0], v=(c.ssn[1], "SSN"))
        d.nl()
    d.nl()
    event = {"TIA": "transient ischaemic attack", "ICH": "intracerebral haemorrhage", "TBI": "traumatic brain injury",
             "SAH": "subarachnoid haemorrhage"}.get(c.subtype, "stroke")
    uk = c.country != "IE"
    auth = {"NI": "DVA", "IE": "NDLS"}.get(c.country, "DVLA")
    d.t("I am writing following your review in clinic on ")
    d.put(DT(rng, st, F.plus(ld, -rng.randrange(0, 7))))
    d.t(" regarding " + ("your" if not to_employer else c.his) + " " + event + " on ")
    d.put(DT(rng, st, c.onset))
    d.line(".")
    d.nl()
    H(d, st, "Driving")
    group2 = c.job in ("bus driver", "HGV driver", "taxi driver", "delivery driver", "van driver") and not c.retired
    if group2:
        d.t("As you hold a Group 2 (%s) entitlement as a " % ("C/D" if uk else "C/D, bus/truck"))
        d.put((c.job, "PROFESSION"))
        d.t(", you must not drive a bus or lorry for at least %s and must notify the %s. " % ("12 months" if c.subtype != "TIA" else "1 year", auth))
    d.t(rng.choice(["For your car licence (Group 1) you must not drive for at least one month after the %s. " % event,
                    "You should not drive a car for 1 month from the date of the event. ",
                    "Current guidance is that Group 1 drivers stop driving for a minimum of 1 month. "]))
    if c.subtype in ("TBI", "SAH") or c.neglect or rng.random() < 0.4:
        d.t("Because of " + rng.choice(["a residual visual field defect", "ongoing difficulties with attention and processing speed",
                                        "%s-sided inattention" % c.contra, "the seizure you had on admission", "the nature of the brain injury"]))
        d.t(", you must inform the %s and not resume driving until they have made a decision. " % auth)
        if rng.random() < 0.6:
            d.t("An Esterman visual field test has been booked for ")
            d.put(DT(rng, st, F.plus(ld, rng.randrange(7, 40))))
            d.t(" at ")
            d.put((c.hosp, "HOSPITAL"))
            d.t(" Eye Clinic. ")
        if rng.random() < 0.5:
            d.t("I have also referred you for an on-road driving assessment with ")
            d.put((rng.choice(["Kerrigan School of Motoring", "Pennine Mobility Centre", "Ardfinn Driver Assessment Ltd",
                               "Lochside Driving Assessment Service"]), "ORGANIZATION"))
            d.t(". ")
    else:
        d.t("Provided you have no residual problems with vision, concentration or limb control, you may resume after this period; "
            "you do not need to inform the %s in that case. " % auth)
    d.t("Please also let your motor insurer know.")
    d.nl(2)
    if rtw:
        H(d, st, "Return to work")
        d.t(("You" if not to_employer else c.he.capitalize()) + " " + ("work" if not to_employer else "works") + " as a ")
        d.put((c.job, "PROFESSION"))
        if not to_employer:
            d.t(" with ")
            d.put((c.employer, "ORGANIZATION"))
        d.t(". " + rng.choice(["Fatigue remains the main barrier. ", "Cognitive testing showed slowed processing speed. ",
                               "Physical recovery has been good; stamina is reduced. "]))
        d.t("I recommend a phased return starting on or after ")
        d.put(DT(rng, st, F.plus(ld, rng.randrange(7, 45))))
        d.line(":")
        plan = ["Weeks 1-2: 3 half-days per week, mornings", "Weeks 3-4: 4 half-days", "Weeks 5-6: 3 full days with rest breaks",
                "No night shifts or on-call for 3 months", "No driving of company vehicles until cleared",
                "No work at heights or with unguarded machinery", "Quiet workspace, written instructions, regular breaks",
                "Review by occupational health after 6 weeks"]
        bullets(d, st, plan[:3] + rng.sample(plan[3:], rng.randrange(1, 4)))
        if rng.random() < 0.4:
            d.t("A medical certificate has been provided until ")
            d.put(DT(rng, st, F.plus(ld, rng.randrange(14, 60))))
            d.line(".")
        d.nl()
    d.line(rng.choice(["Please do not hesitate to contact me if you have any questions.",
                       "If there are any queries, my secretary can be contacted on the number above.",
                       "I hope this is helpful."]))
    SIGN(d, rng, a, st)
    if rng.random() < 0.5:
        d.t("Dictated by ")
        d.put(F.N(a, "inits"))
        d.t(" / typed by ")
        sec = F.clinician(rng, c.country, "clerk")
        d.put((sec.initials(False).lower(), "DOCTOR"))
        d.nl()
    CC(d, rng, c, st, extra=[(c.employer, "ORGANIZATION"), " Occupational Health"] if rtw and not to_employer and rng.random() < 0.4 else None)
    FOOTER(d, rng, c, a, st, ld, 0.15)
