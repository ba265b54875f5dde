"""Genres: safeguarding referral arising from a security incident, visitor
restriction / exclusion notice."""
import pools as P
from doc import V
from phi import Person
import common as C

AGENCY = {
    "UK": ["%s Adult Social Care", "%s Children's Social Care", "%s Multi-Agency Safeguarding Hub"],
    "US": ["%s County Adult Protective Services", "%s Child Protective Services"],
    "AU": ["%s Child Protection Intake", "%s Family Safety Service"],
    "CA": ["Children's Aid Society of %s", "%s Adult Protection Service"],
    "IE": ["%s Social Work Department", "%s Safeguarding and Protection Team"],
}

RISK_TOOL = {"UK": "DASH risk checklist %d/27", "US": "Lethality Assessment Program screen positive (%d yes answers)",
             "AU": "CRAF risk assessment: %d risk factors", "CA": "ODARA score %d", "IE": "DASH checklist %d/27"}

TRESPASS = {"UK": "section 119 of the Criminal Justice and Immigration Act 2008",
            "US": "the state criminal trespass statute",
            "AU": "the relevant trespass and inclosed lands legislation",
            "CA": "the Trespass to Property Act",
            "IE": "section 11 of the Criminal Justice (Public Order) Act 1994"}


def inverse(rel, sex):
    """The patient's relation to a visitor whose relation to the patient is rel."""
    if rel in ("son", "daughter"):
        return "father" if sex == "M" else "mother"
    if rel in ("father", "mother"):
        return "son" if sex == "M" else "daughter"
    if rel in ("husband", "wife"):
        return "husband" if sex == "M" else "wife"
    if rel in ("brother", "sister"):
        return "brother" if sex == "M" else "sister"
    return rel


def safeguarding(ctx, d):
    r = ctx.rng
    c = ctx.c
    p = ctx.pt
    ref_by = ctx.staff(r.choice(["sg", "nic", "rn", "dr"]))
    so = ctx.staff("so")
    child = r.random() < 0.35
    if child:
        ctx.set_age(r.randint(2, 16))
    harm = C.family(ctx, r.choice(["stepfather", "partner", "mother's partner", "father"] if child else
                                  ["partner", "husband", "ex-partner", "son", "daughter", "carer"]))
    parent = C.family(ctx, "mother", "F")
    sibs = [C.family(ctx, r.choice(["brother", "sister"])) for _ in range(r.randint(0, 2))]
    town = r.choice(P.TOWNS[c])
    agency = r.choice(AGENCY[c]) % town
    d.ln(r.choice(["SAFEGUARDING REFERRAL", "Safeguarding Concern - Inter-agency Referral Form",
                   "CHILD PROTECTION / WELFARE REPORT" if child else "ADULT SAFEGUARDING CONCERN"]))
    d.ln("To: ", V(agency, "ORGANIZATION"), "   Secure email: ", V(ctx.email(local=r.choice(["mash.referrals", "intake", "safeguarding.referrals", "duty.team"]), host="safeguarding.example.net"), "EMAIL"))
    d.ln("From: ", ref_by.ref(r, "full"), ", ", ref_by.role, ", ", ctx.H(False), "   Tel: ", V(ctx.phone("land") + r.choice([" ext. ", " x", " ext "]) + ctx.ext(), "PHONE"))
    d.ln("Date of referral: ", ctx.D(ctx.plus(r.randint(0, 1)), styles=["num", "long", "wdlong"]), "   Hospital ref: ",
         V(ctx.incident_ref(), "IDNUM"))
    d.blank()
    d.ln("1. PERSON AT RISK")
    d.ln("Name: ", p.v(r.choice(["full", "fullm", "LF"]), "PATIENT"), "   DOB: ", ctx.D(ctx.dob, styles=["num", "abbr"]),
         "   Age: ", V(str(ctx.age), "AGE"))
    d.ln("Address: ", ctx.addr_inline(ctx.addr))
    d.ln({"AU": "UR", "UK": "Hospital no.", "US": "MRN", "CA": "MRN", "IE": "MRN"}[c], ": ", V(ctx.mrn, "MRN"), "   ",
         ctx.hp_label(), ": ", V(ctx.hp, "HEALTHPLAN"))
    if child:
        d.ln("School: ", V(r.choice(P.SCHOOLS), "ORGANIZATION"), "   Parent: ", parent.v("full", "FAMILY"), " (mother), mobile ",
             V(ctx.phone("mob"), "PHONE"))
    else:
        d.ln("Occupation: ", V(r.choice(P.PROFESSIONS), "PROFESSION"), "   Safe contact number: ", V(ctx.phone("mob"), "PHONE"),
             " (", r.choice(["only text", "safe to call after 6pm", "do not leave voicemail"]), ")")
    if not child and ctx.ssn_label() and r.random() < 0.5:
        d.ln(ctx.ssn_label(), ": ", V(ctx.ssn(), "SSN"))
    d.ln("GP: Dr ", V(Person(r).s("fl"), "DOCTOR"), ", ", V(r.choice(P.GP_PRACTICES), "HOSPITAL"))
    if r.random() < 0.4:
        d.ln("Country of birth: ", C.pl(r.choice(P.COUNTRIES_ABROAD), "COUNTRY"), "; interpreter ", r.choice(["not needed", "required", "declined"]))
    if sibs:
        d.ln("Other children in household: " if child else "Children in household: ", [[s.v("first", "FAMILY"), " (", V(str(r.randint(1, 15)), "AGE"), ")", "; " if i < len(sibs) - 1 else ""]
                                              for i, s in enumerate(sibs)])
    d.blank()
    d.ln("2. PERSON ALLEGED TO CAUSE HARM")
    d.ln("Name: ", harm.v("full", "FAMILY"), "   Relationship: ", harm.rel, "   Age: ", V(str(r.randint(19, 66)), "AGE"))
    d.ln("Address: ", r.choice([["same as above"], ctx.addr_inline(ctx.address())]))
    d.ln("Occupation: ", V(r.choice(P.PROFESSIONS), "PROFESSION"), "   Vehicle: ", r.choice(P.COLOURS), " ", r.choice(P.CAR_MODELS),
         ", ", V(ctx.plate(), "VEHICLE"))
    d.blank()
    d.ln("3. CONCERN")
    h, m = r.randint(0, 23), r.randint(0, 59)
    d.ln("On ", ctx.D(styles=["wdlong", "long", "num"]), " at about ", ctx.T(h, m), " ", ctx.pt_ref("full"), " attended the ",
         r.choice(["Emergency Department", "Paediatric ED" if child else "Urgent Care Centre", "Minor Injuries Unit"]),
         " with ", r.choice(["a fractured wrist", "bruising to both upper arms", "a laceration to the scalp", "a burn to the hand",
                             "facial bruising and a split lip"]), ". The explanation given (", r.choice(["a fall down stairs",
                                                                                                          "walking into a door",
                                                                                                          "an accident at the park"]),
         ") did not fit the injury pattern. ", harm.v("first", "FAMILY"), " was present, answered questions for ",
         p.him if not child else p.him, ", and became ", r.choice(["verbally aggressive", "intimidating", "threatening"]),
         " when asked to step out. ", C.cap(C.code_call(ctx)), " was made and ", so.ref(r, "full_role"),
         " escorted ", harm.him, " to the entrance at ", ctx.T(h, min(59, m + r.randint(10, 40))), ".")
    d.ln("Once alone, ", p.he, " disclosed ", r.choice(["being hit on several occasions since " , "that things had been bad since ",
                                                        "being locked in the house since "]),
         ctx.D(ctx.plus(-r.randint(40, 500)), styles=["my", "y", "my"]), r.choice(["", " and that the police had been called before"]),
         ". ", RISK_TOOL[c] % r.randint(5, 22), ".")
    d.blank()
    d.ln("4. IMMEDIATE SAFETY")
    for a in r.sample([["Moved to a private room; security aware; alert placed on the EPR (visitor restriction for ",
                        harm.v("first", "FAMILY"), ")."],
                       ["Police informed, ", ctx.police_ref_label(), " ", V(ctx.police_ref(), "IDNUM"), "; ", ctx.police().ref(r, True), " attended."],
                       ["Referred to ", V(r.choice(P.CHARITIES), "ORGANIZATION"), " (advocate ", V(Person(r).s("full"), "FAMILY"), ")."],
                       ["Discharge plan: to stay with ", parent.rel if child else r.choice(["sister", "friend", "aunt"]), " ",
                        parent.v("full", "FAMILY"), " at ", ctx.addr_inline(ctx.address()), "."],
                       ["Body map and photographs taken with consent (medical photography job ", V("MP" + str(r.randint(10000, 99999)), "IDNUM"), ")."]], 4):
        d.ln("- ", a)
    d.blank()
    d.ln("5. CONSENT")
    d.ln(r.choice(["Consent given to share with partner agencies.",
                   "Consent not given; shared without consent as there is a risk of serious harm (documented in the record).",
                   "Child too young to consent; parent not informed as this may increase risk." if child else
                   "Patient has capacity and consents to the referral and the MARAC referral."]))
    d.blank()
    C.signature(d, ctx, ref_by, reg=r.random() < 0.5, label="Referrer")
    if r.random() < 0.6:
        d.ln("Reviewed by safeguarding lead: ", ctx.staff("sg").ref(r, "full"), " on ", ctx.D(ctx.plus(r.randint(1, 3)), styles=["num", "short"]))


# ---------------------------------------------------------------- exclusion
def visitor_notice(ctx, d):
    r = ctx.rng
    c = ctx.c
    p = ctx.pt
    vis = C.family(ctx, r.choice(["son", "daughter", "husband", "wife", "partner", "brother", "father", "mother"]))
    sender = ctx.staff(r.choice(["secmgr", "mgr", "vrl"]))
    nic, so = ctx.staff("nic"), ctx.staff("so")
    full = r.random() < 0.4
    C.letterhead(d, ctx, r.choice(["Security Services", "Office of the Director of Nursing", "Patient Safety and Security"]))
    d.ln(r.choice(["NOTICE OF VISITING RESTRICTION", "CONDITIONS OF VISITING", "EXCLUSION NOTICE - NON-PATIENT",
                   "Formal Warning and Visiting Conditions"]))
    d.ln("Delivered by hand / recorded post")
    d.blank()
    d.ln(ctx.title(vis), " ", vis.v(r.choice(["full", "fullm"]), "FAMILY"))
    va = ctx.address()
    for line in ctx.addr_lines(va, country_line=r.random() < 0.3):
        d.ln(line)
    d.blank()
    d.ln("Date: ", ctx.D(ctx.plus(r.randint(1, 5)), styles=["long", "num", "ord"]), "   Ref: ", V(ctx.incident_ref(), "IDNUM"))
    d.blank()
    d.ln("Dear ", ctx.title(vis), " ", vis.v("last", "FAMILY"), ",")
    d.blank()
    d.ln("I am writing about your behaviour on ", ctx.D(styles=["wdlong", "long", "ord"]), " on ", ctx.ward(0), ", where your ", inverse(vis.rel, p.sex),
         ", ", ctx.pt_ref(r.choice(["full", "tl"])), ", is a patient. At approximately ", ctx.T(r.randint(10, 21), r.randint(0, 59)),
         " you ", r.choice(["shouted at and threatened ", "pushed ", "followed and filmed ", "made sexual comments to "]),
         nic.ref(r, r.choice(["full", "pre_last", "full_role"])), r.choice([" and refused to leave when asked",
                                                                            ", and had to be escorted off the premises by security",
                                                                            " in front of other patients"]),
         ". ", r.choice([["Police attended and recorded the incident (" + ctx.police_ref_label() + " ", V(ctx.police_ref(), "IDNUM"), ")."],
                         ["Our security officers recorded the incident on body-worn video."]]))
    d.blank()
    if full:
        d.ln("With immediate effect you must not enter any part of ", ctx.H(False), " or its grounds, including ",
             C.pl(ctx.hosp["carpark"]), ", except to seek emergency treatment for yourself.")
    else:
        d.ln("We recognise how important it is for ", ctx.pt_ref("first"), " to see family. From today your visits are subject to these conditions:")
        conds = [["Visits only between ", ctx.T(r.choice([14, 15, 16]), 0), " and ", ctx.T(r.choice([17, 18, 19]), 0),
                  ", booked in advance with the nurse in charge on ", V(ctx.phone("land"), "PHONE"), "."],
                 ["Report to the security desk in ", C.pl(ctx.hosp["building"]), " on arrival and show photo ID."],
                 ["Visits take place in the family room (room ", V(str(r.randint(1, 30)) + r.choice(["", "A", "B"]), "LOCATION_OTHER"),
                  "), supervised by a member of staff."],
                 ["No more than one visitor at a time; do not bring ", r.choice(["alcohol", "food for other patients", "children under 12"]), "."],
                 ["Updates about ", ctx.pt_ref("tl"), "'s care will be given by phone once a day by ", nic.ref(r, "full"), "."],
                 ["Your vehicle ", V(ctx.plate(), "VEHICLE"), " has been added to the ANPR watch list; park only in the visitor spaces."]]
        r.shuffle(conds)
        for i, x in enumerate(conds[:r.randint(3, 5)]):
            d.ln("  ", "abcdef"[i], ") ", x)
    d.blank()
    d.ln("These ", "restrictions" if full else "conditions", " apply until ", ctx.D(ctx.plus(r.choice([28, 42, 90, 180])), styles=["long", "num", "ord"]),
         " and will be reviewed then. If you do not comply, we may ask the police to remove you under ", TRESPASS[c], ".")
    d.ln("If you disagree with this decision you may ask for a review within 14 days by writing to me or emailing ",
         V(ctx.email(sender), "EMAIL"), ". Information about our policy is at ", V(ctx.url("visiting"), "URL"), ".")
    d.blank()
    d.ln("Yours sincerely,")
    d.ln(sender.v("full", "DOCTOR"), ", ", sender.role)
    d.blank()
    d.ln("cc: Security Control Room (", V(ctx.email(local="security.control"), "EMAIL"), "); ", ctx.ward(0), " ward manager; ", ctx.pt_ref("full"),
         " (patient) - copy explained by ", so.ref(r, "full"), ".")
    d.ln("Served by: ", so.ref(r, "full"), "  ", ctx.sec_licence_label(), " ", V(ctx.sec_licence(), "LICENSE"), "  on ",
         ctx.D(ctx.plus(r.randint(1, 5)), styles=["num", "short"]), " at ", ctx.T(r.randint(9, 20), r.randint(0, 59)))
