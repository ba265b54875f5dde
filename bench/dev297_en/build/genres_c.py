"""Genres: violence and aggression incident form, post-incident debrief note,
behaviour agreement letter to a patient."""
import pools as P
from doc import V
from phi import Person
import common as C

REPORTABLE = {"UK": "RIDDOR reportable (over-7-day injury)?", "US": "OSHA 300 log recordable?",
              "AU": "WorkSafe notifiable incident?", "CA": "WSIB Form 7 required?", "IE": "HSA reportable (>3 days absence)?"}

ACTS = ["punched in the face", "grabbed by the wrist and twisted", "spat at", "kicked in the thigh",
        "bitten on the forearm", "pushed against the doorframe", "threatened with a drip stand",
        "hit with a thrown phone", "scratched across the neck", "headbutted"]

THREATS = ["i know where you park", "i'll find out where you live", "wait till my brother gets here",
           "you'll regret this", "i'm going to get you sacked", "i'll smash this place up"]


def va_form(ctx, d):
    r = ctx.rng
    c = ctx.c
    p = ctx.pt
    victim = ctx.staff(r.choice(["rn", "hca", "recep", "porter", "rn", "dr"]))
    rep_by, so, mgr = ctx.staff("nic"), ctx.staff("so"), ctx.staff("mgr")
    fam = C.family(ctx)
    wit = ctx.staff(r.choice(["hca", "rn"]))
    bed = str(r.randint(1, 36))
    h, m = r.randint(0, 23), r.randint(0, 59)
    act = r.choice(ACTS)
    d.ln(C.incident_system(ctx), " - ", r.choice(["INCIDENT REPORT: VIOLENCE AND AGGRESSION", "Violence & Aggression Incident Form",
                                                  "Workplace Violence Event Report", "V&A INCIDENT NOTIFICATION"]))
    d.ln("Incident ID: ", V(ctx.incident_ref(), "IDNUM"), "   Reported by: ", rep_by.ref(r, "full"), " (user ",
         V(rep_by.s("user") + r.choice(["", "1", "2", "01"]), "USERNAME"), ")")
    d.ln("Reported: ", ctx.D(ctx.plus(r.randint(0, 1)), styles=["num", "num2"]), " ", ctx.T(r.randint(0, 23), r.randint(0, 59)),
         "   Incident date: ", ctx.D(styles=["num", "long", "wdlong", "abbr"]), "   Time: ", ctx.T(h, m))
    d.ln("Site: ", ctx.H(None), "   Location: ", ctx.ward(0), ", bay ", V(str(r.randint(1, 6)), "LOCATION_OTHER"), ", bed ",
         V(bed, "LOCATION_OTHER"))
    d.ln("Category: Violence & aggression > ", r.choice(["Physical assault > patient on staff", "Verbal abuse / threats > patient on staff",
                                                         "Physical assault > visitor on staff", "Racial abuse > patient on staff"]))
    d.ln("Harm: ", r.choice(["no harm", "low harm", "moderate harm", "low harm - first aid only"]), "    ", REPORTABLE[c], " ",
         r.choice(["No", "To be confirmed", "Yes"]))
    d.blank()
    d.ln("DESCRIPTION (facts only)")
    d.ln("At approx. ", ctx.T(h, m), " ", victim.ref(r, "full_role"), " was ", r.choice(["checking observations on", "giving medication to",
                                                                                         "helping to reposition", "booking in"]),
         " ", ctx.pt_ref(r.choice(["full", "tl"])), " (", ctx.A(form=r.choice(["yo", "sx", "yo3", "words"])), ", ", C.clinical_factor(ctx), "). ",
         C.cap(p.he), " became agitated and ", victim.ref(r, "first"), " was ", act, ". ", C.cap(p.he), " shouted \"",
         r.choice([["where's ", fam.v("first", "FAMILY"), "? you've locked me up"],
                   ["get off me, i want to go home to ", fam.v("first", "FAMILY")],
                   [r.choice(THREATS)], ["you're all the same, ", r.choice(THREATS)]]),
         "\". ", wit.ref(r, "full"), " pressed the staff attack alarm and ", C.code_call(ctx), " was made at ",
         ctx.T(h, min(59, m + 1)), ". Security (", so.ref(r, "pre_last"), ") arrived within ", str(r.randint(2, 9)), " minutes.")
    d.ln("Vital signs after the event: ", C.vitals(ctx), ". Glasgow Coma Scale ", str(r.randint(13, 15)), ". Risk tool: ",
         C.broset(ctx), ".")
    d.blank()
    d.ln("IMMEDIATE ACTION")
    for a in r.sample([["Patient moved to side room ", V(str(r.randint(1, 20)), "LOCATION_OTHER"), " to reduce stimulation."],
                       ["Medical review by ", ctx.staff("dr").ref(r, "pre_last"), "; ", C.oral_prn(ctx), " prescribed PRN."],
                       ["Police informed: ", ctx.police_ref_label(), " ", V(ctx.police_ref(), "IDNUM"), "."],
                       ["Injured staff member sent to ED; attendance no. ", V(ctx.acct(), "ACCOUNT"), "."],
                       [fam.rel.capitalize(), " ", C.fam_ref(ctx, fam, "full"), " phoned on ", V(ctx.phone("mob"), "PHONE"), " and asked to visit to help settle."],
                       ["1:1 enhanced observation started; alert placed on the electronic record."]], 4):
        d.ln("- ", a)
    d.blank()
    d.ln("PEOPLE INVOLVED")
    d.ln("Affected person: ", victim.ref(r, "full"), ", ", victim.role, ", employee no. ", V(str(r.randint(100000, 999999)), "IDNUM"))
    if "bitten" in act:
        inj, oh = "bite mark, skin broken - BBV bloods taken", "yes - urgent (needlestick pathway)"
    elif "spat" in act:
        inj, oh = "none physical; spit to face and eyes - eyes irrigated, BBV advice given", "yes"
    elif "scratched" in act:
        inj, oh = "scratches to neck, cleaned and dressed", r.choice(["yes", "declined"])
    else:
        inj, oh = r.choice(["bruising to left wrist", "none physical; shaken", "swelling below right eye, X-ray NAD",
                            "tender left thigh, no bruising yet"]), r.choice(["yes", "declined"])
    d.ln("  Injury: ", inj, ". Occupational health referral: ", oh)
    d.ln("Perpetrator: ", p.v(r.choice(["LF", "LFU", "full"]), "PATIENT"), ", ",
         {"AU": "UR", "UK": "Hosp no", "US": "MRN", "CA": "MRN", "IE": "MRN"}[c], " ", V(ctx.mrn, "MRN"), ", DOB ",
         ctx.D(ctx.dob, styles=["num"]), ", lives at ", ctx.addr_inline(ctx.addr))
    if ctx.ssn_label() and r.random() < 0.3:
        d.ln("  ", ctx.ssn_label(), " (from registration): ", V(ctx.ssn(), "SSN"))
    if r.random() < 0.25:
        d.ln("  Recently moved from ", C.pl(r.choice(P.COUNTRIES_ABROAD), "COUNTRY"), "; interpreter used for the review.")
    if r.random() < 0.5:
        d.ln("  Occupation: ", V(r.choice(P.PROFESSIONS), "PROFESSION"), "; previously banned from ",
             V(r.choice(P.GP_PRACTICES), "HOSPITAL"), " for similar behaviour.")
    d.ln("  Capacity at the time: ", r.choice(["lacked capacity (delirium)", "had capacity", "not assessed - intoxicated",
                                               "fluctuating; reassessed next morning"]))
    d.ln("Witnesses: ", wit.ref(r, "full"), "; ", so.ref(r, "full"), r.choice(["", ["; visiting relative of bed ", V(str(r.randint(1, 30)), "LOCATION_OTHER")]]))
    d.blank()
    d.ln("CONTRIBUTING FACTORS: [", r.choice(["x", " "]), "] clinical condition  [", r.choice(["x", " "]), "] waiting time  [",
         r.choice(["x", " "]), "] alcohol/drugs  [", r.choice(["x", " "]), "] environment/noise  [", r.choice(["x", " "]), "] staffing")
    d.blank()
    d.ln("MANAGER REVIEW")
    d.ln("Reviewed by ", mgr.ref(r, "full_role"), " on ", ctx.D(ctx.plus(r.randint(2, 10)), styles=["num", "abbr", "long"]), ". ",
         r.choice(["Agree grading. Care plan updated; behaviour agreement letter to be sent.",
                   "Regraded to moderate harm. Staff member off work for 5 days. Discussed with the Violence Reduction Lead.",
                   "Patient lacked capacity - no sanction. Delirium pathway and family involvement reinforced.",
                   "Police to take no further action. Warning letter issued; review in 3 months."]))
    d.ln("Contact for queries: ", V(ctx.email(mgr), "EMAIL"), "   ext. ", V(ctx.ext(), "PHONE"))


# ---------------------------------------------------------------- debrief
def debrief(ctx, d):
    r = ctx.rng
    c = ctx.c
    p = ctx.pt
    fac = ctx.staff(r.choice(["vrl", "mgr", "nic"]))
    team = [ctx.staff(k) for k in r.sample(["rn", "hca", "so", "so", "nic", "dr", "rn", "hca", "porter"], r.randint(4, 6))]
    apol = ctx.staff("sup")
    fam = C.family(ctx)
    hot = r.random() < 0.5
    d.ln(r.choice(["POST-INCIDENT DEBRIEF", "Post-Incident Review and Support (PIRS) Debrief", "Staff Debrief Record",
                   "TEAM DEBRIEF - RESTRICTIVE INTERVENTION"]), " (", "hot" if hot else "cold", " debrief)")
    d.ln(ctx.H(False), " / ", ctx.ward(0))
    d.ln("Incident ref: ", V(ctx.incident_ref(), "IDNUM"), "   Incident date: ", ctx.D(styles=["num", "long", "wdlong"]))
    dd = ctx.plus(0 if hot else r.randint(2, 12))
    d.ln("Debrief held: ", ctx.D(dd, styles=["wdlong", "num", "wdnum", "abbr"]), ", ", ctx.T(r.randint(8, 17), r.choice([0, 15, 30, 45])),
         "  Venue: ", r.choice([["ward office"], ["seminar room ", V(str(r.randint(1, 4)) + "." + str(r.randint(10, 40)), "LOCATION_OTHER")],
                                ["staff room, ", C.pl(ctx.hosp["building"])], ["MS Teams"]]))
    d.ln("Facilitator: ", fac.ref(r, "full_role"))
    d.ln("Present: ", [[s.ref(r, r.choice(["full", "full_role", "fl"])), "; "] for s in team[:-1]], team[-1].ref(r, "full_role"))
    d.ln("Apologies: ", apol.ref(r, "full"))
    d.blank()
    d.ln("1. WHAT HAPPENED")
    d.ln("Patient ", p.v(r.choice(["ini", "ini2", "first"]), "PATIENT"), " (", ctx.A(form=r.choice(["yo", "sx", "yo3", "aged"])), ", ",
         C.legal_status(ctx), ") ", r.choice(["had been refused escorted leave", "was told discharge was delayed",
                                             "received upsetting news from home", "had not slept for two nights"]),
         ". ", C.cap(r.choice(["around", "at about"])), " ", ctx.T(r.randint(0, 23), r.randint(0, 59)), " ", p.he, " ",
         r.choice(["threw a chair through the lounge window", "assaulted a co-patient", ["barricaded into room ", V(str(r.randint(1, 20)), "LOCATION_OTHER")],
                   ["punched ", team[0].v("first", "DOCTOR"), " on the shoulder"], "attempted to abscond through the airlock"]),
         ". A restrictive intervention followed lasting ", str(r.randint(4, 25)), " minutes, with ", C.oral_prn(ctx) if r.random() < 0.4 else C.rt_drug(ctx), ".")
    d.blank()
    d.ln("2. WHAT WENT WELL")
    for x in r.sample(["Calm lead from " + "@0", "Good use of the low-stimulus room", "Clear roles in the hold; head person kept airway in view",
                       "Security arrived quickly and followed clinical lead", "Physical health monitoring after RT was done and recorded",
                       "Other patients moved away promptly by @1"], 3):
        if "@" in x:
            pre, k = x.split("@")
            d.ln("- ", pre, team[int(k)].ref(r, "first"))
        else:
            d.ln("- ", x)
    d.ln("3. WHAT COULD BE BETTER")
    for x in r.sample(["Radio dead spot in @B - call went unheard for about 2 minutes",
                       "Alarm fob battery flat; fob checks not done at handover",
                       "Too many people in the room; 7 staff for a 4-person hold",
                       "Delay finding the RT prescription on the EPMA",
                       "No one allocated to support the other patients",
                       "Agency staff unfamiliar with the hold technique (" + C.training(ctx) + ")"], 3):
        if "@B" in x:
            pre, post = x.split("@B")
            d.ln("- ", pre, C.pl(ctx.hosp["building"]), post)
        else:
            d.ln("- ", x)
    d.blank()
    d.ln("4. STAFF WELLBEING")
    s1 = team[0]
    d.ln(s1.ref(r, "first"), " ", r.choice(["was upset and went home early", "has bruising, seen by OH", "said they were fine but quiet",
                                             "did not want to talk in the group"]),
         ". Employee assistance programme (", V(ctx.phone("land"), "PHONE"), ") and TRiM/peer support offered to all.")
    d.ln("5. PATIENT PERSPECTIVE")
    d.ln("Debrief with ", ctx.pt_ref("tl"), " by named nurse ", team[1].ref(r, "first"), " on ",
         ctx.D(ctx.plus(r.randint(1, 3), dd), styles=["wd", "short", "dm"]), ": ", p.he, " said ", r.choice([
             "the staff were 'too rough' on the left arm", "he/she felt nobody explained why leave was cancelled".replace("he/she", p.he),
             ["it was 'fair enough' and apologised to ", team[0].v("first", "DOCTOR")], "being held made them think of the past"]), ". ",
         C.cap(p.his), " ", fam.rel, " ", C.fam_ref(ctx, fam, r.choice(["full", "tl"])), " ",
         r.choice(["was updated by phone", "raised a concern with PALS" if c == "UK" else "raised a concern with patient relations",
                   "asked for a meeting with the consultant", "was not told until the next day - to address"]), ".")
    d.blank()
    d.ln("6. ACTIONS")
    d.ln("Action | Owner | Due")
    acts = ["Survey radio coverage", "Add alarm fob check to handover sheet", "Refresher " + C.training(ctx) + " for ward team",
            "Update the patient's positive behaviour support plan", "Write to family re communication"]
    r.shuffle(acts)
    for a in acts[:r.randint(2, 4)]:
        own = r.choice(team + [fac])
        d.ln(a, " | ", own.ref(r, r.choice(["full", "fl", "ini"])), " | ", ctx.D(ctx.plus(r.randint(7, 45), dd), styles=["num", "short", "dm"]))
    d.blank()
    d.ln("Notes taken by ", team[-1].ref(r, "full"), "; circulated to attendees and ", V(ctx.email(), "EMAIL"), ".")


# ---------------------------------------------------------------- letter
def behaviour_letter(ctx, d):
    r = ctx.rng
    c = ctx.c
    p = ctx.pt
    sender = ctx.staff(r.choice(["vrl", "pe", "mgr", "secmgr"]))
    cons = ctx.staff("dr")
    gp = Person(r)
    fam = C.family(ctx)
    svc = r.choice(["Renal Dialysis Unit", "Pain Clinic", "Outpatient Pharmacy", "Fracture Clinic",
                    "Maternity Day Unit" if p.sex == "F" else "Urology Clinic", "Diabetes Centre", "Methadone clinic"])
    C.letterhead(d, ctx, r.choice(["Violence Reduction Service", "Patient Experience Team", "Office of the Chief Nurse",
                                   "Security and Patient Safety"]))
    d.ln("PRIVATE AND CONFIDENTIAL")
    d.ln(ctx.title(p), " ", p.v(r.choice(["full", "fullm"]), "PATIENT"))
    for line in ctx.addr_lines(ctx.addr, country_line=r.random() < 0.3):
        d.ln(line)
    d.blank()
    d.ln(ctx.D(ctx.plus(r.randint(3, 14)), styles=["long", "ord", "num"]))
    d.ln("Our ref: ", V(ctx.incident_ref(), "IDNUM"), "   ", {"AU": "UR number", "UK": "Hospital number", "US": "MRN", "CA": "MRN",
                                                            "IE": "MRN"}[c], ": ", V(ctx.mrn, "MRN"))
    if c == "UK" and r.random() < 0.6:
        d.ln("NHS number: ", V(ctx.hp, "HEALTHPLAN"))
    d.blank()
    d.ln("Dear ", ctx.title(p), " ", p.v("last", "PATIENT"), ",")
    d.blank()
    d.ln("Re: ", r.choice(["Acceptable Behaviour Agreement", "Behaviour Agreement", "Patient Behaviour Contract",
                           "Conditions of attendance"]))
    d.blank()
    d.ln("I am writing to you following the incident on ", ctx.D(styles=["wdlong", "long", "ord"]), " in the ", svc, " at ",
         ctx.H(False), ", when you ", r.choice(["shouted and swore at the reception staff and threw a chair",
                                               "threatened a nurse, saying you would 'wait for her in the car park'",
                                               "made racist remarks to a healthcare assistant",
                                               "filmed staff on your phone and posted the video online",
                                               "pushed a security officer who asked you to leave"]),
         ". ", r.choice(["I understand that you were in pain and had waited a long time",
                         "I appreciate that this has been a very stressful period for you and your family",
                         "I recognise that you were worried about your treatment"]),
         ", but this behaviour is not acceptable and caused real distress to staff and other patients.")
    d.blank()
    d.ln("We want to keep providing your care safely. To do that, I am asking you to agree to the following:")
    terms = [["You will not use abusive, threatening or discriminatory language towards staff, patients or visitors."],
             ["You will not film or photograph staff without their agreement."],
             ["You will not come to the hospital under the influence of alcohol or non-prescribed drugs."],
             ["You may bring one visitor, ", fam.v("full", "FAMILY"), " (your ", fam.rel, "), to appointments."],
             ["Your next ", svc, " appointment is on ", ctx.D(ctx.plus(r.randint(15, 30)), styles=["wdlong", "wdnum"]),
              " at ", ctx.T(r.choice([8, 9, 13, 14]), 0), " in room ", V(str(r.randint(1, 12)), "LOCATION_OTHER"), " with a security officer nearby."],
             ["If you are unhappy with your care, you will raise it with the nurse in charge or the complaints team, not with front-line staff."],
             ["You will park in ", C.pl(ctx.hosp["carpark"]), " and not in the drop-off zone (your vehicle ", V(ctx.plate(), "VEHICLE"), ")."]]
    r.shuffle(terms)
    for i, t in enumerate(terms[:r.randint(4, 6)]):
        d.ln(str(i + 1), ". ", t)
    d.blank()
    extra = [["A note has been added to your electronic record so that staff in other departments are aware of this agreement. ",
              "It will be removed if there are no further incidents."],
             ["Your consultant, ", cons.ref(r, "pre_last"), ", has been told about this letter and supports it."],
             ["I have also spoken with ", fam.v("first", "FAMILY"), " about what happened, with your permission."],
             ["This is your ", r.choice(["first", "second", "final"]), " written warning. A previous letter was sent on ",
              ctx.D(ctx.plus(-r.randint(60, 400)), styles=["long", "num", "my"]), "."]]
    for x in r.sample(extra, r.randint(1, 3)):
        d.ln(x)
    d.blank()
    d.ln("This agreement does not affect your right to emergency treatment. If it is not kept, we may issue a formal warning, "
         "involve the police, or in exceptional cases arrange for your non-emergency care to be provided elsewhere. ",
         "It will be reviewed on ", ctx.D(ctx.plus(r.choice([60, 90, 120, 180])), styles=["long", "num", "ord"]), ".")
    d.blank()
    d.ln("If you would like to talk about this letter, please contact me on ", V(ctx.phone("land"), "PHONE"), " or at ",
         V(ctx.email(sender), "EMAIL"), ". If you need an interpreter or the letter in another format, please tell us.")
    d.blank()
    d.ln("Yours sincerely,")
    d.blank()
    d.ln(sender.v("full", "DOCTOR"))
    d.ln(sender.role)
    d.blank()
    d.ln("cc: ", cons.ref(r, "pre_full"), ", ", cons.role)
    d.ln("cc: Dr ", gp.v(r.choice(["fl", "full"]), "DOCTOR"), ", ", V(r.choice(P.GP_PRACTICES), "HOSPITAL"), ", ",
         ctx.addr_inline(ctx.address()))
    d.blank()
    d.ln("I agree to the terms above. Signed: ________________  Date: ____________")
