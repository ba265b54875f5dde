"""Genres: discharge letter to community team; telephone follow-up log."""
import persona as Q
import blocks as B
import pools as P
from core import Doc, pick, chance, rint, D, fdate, add_days, age_seg, R, hhmm, wkday


def discharge_letter(k):
    d = Doc()
    c = k.c
    n = pick([6, 8, 9, 10, 12, 12, 14])
    dates, pat = Q.course_dates(k.d0, n, c)
    first, last = dates[0], dates[-1]
    letter = wkday(add_days(last, rint(1, 6)))
    B.letterhead(d, k, dept=pick(["ECT Service", "Department of Psychiatry", "Neuromodulation Service", "Acute Adult Inpatient Services"]))
    if chance(0.5):
        d.ln(pick(["PRIVATE AND CONFIDENTIAL", "Private & Confidential", "CONFIDENTIAL"]))
    d.ln("{T}", T=(k.team, "HOSPITAL"))
    if chance(0.7):
        tstreet = Q.street(c)
        ttown = pick(P.TOWNS[c])
        seg = [(tstreet, "STREET"), "\n", (ttown, "CITY")]
        if c in ("US", "CA"):
            seg += [", ", (k.region[1], "STATE"), " ", (Q.postcode(c), "ZIP")]
        elif c == "AU":
            seg += [" ", (k.region[1], "STATE"), " ", (Q.postcode(c), "ZIP")]
        else:
            seg += ["\n", (Q.postcode(c), "ZIP")]
        d.ln("{A}", A=seg)
    d.ln()
    d.ln("{D}", D=D(letter, c, pick(["long", "long", "num", "wk"])))
    d.ln()
    cc = k.nurse2
    d.ln("Dear {X},", X=pick([["Dr ", (k.psych2.last, "DOCTOR")], "Colleagues", ["Dr ", (k.gp.last, "DOCTOR")], [(cc.first, "DOCTOR")]]))
    d.ln()
    d.ln("Re: {N}, DOB {B}, {L} {M}", N=k.P(pick(["full", "mid", "LASTFIRST"])), B=k.dob_seg(), L="NHS No" if c == "UK" else pick(["MRN", "Hosp no."]),
         M=(k.hp, "HEALTHPLAN") if c == "UK" else (k.mrn, "MRN"))
    d.ln("    {A}", A=k.addr(with_country=chance(0.15)))
    d.ln()
    d.ln("Discharge summary - course of electroconvulsive therapy")
    d.ln()
    d.ln("I am writing to update you following completion of {H} course of ECT at {S}. {N} received {X} treatments between {A} and {Z} ({P}).",
         H=k.his, S=(k.hosp, "HOSPITAL"), N=k.T(), X=str(n), A=D(first, c, pick(["long", "num", "ord"])), Z=D(last, c, pick(["long", "num"])),
         P=pick(["right unilateral ultrabrief pulse", "bitemporal brief pulse", "bifrontal"] +
                (["RUL, switched to BT after treatment 6 for lack of response"] if n >= 9 else [])))
    d.ln()
    d.ln("Diagnosis: {X}", X=B.diagnosis(k))
    d.ln("Response: MADRS {A} at baseline, {Z} after the final treatment. {X}", A=str(rint(30, 46)), Z=str(rint(4, 22)),
         X=pick(["Oral intake and sleep normalised; psychotic symptoms resolved.", "Partial response; ongoing low motivation.",
                 "Full remission; now eating, engaging and planning for home.", "Catatonic signs resolved after treatment 4."]))
    d.ln("Adverse effects: {X}", X=pick(["transient post-ictal headache; mild anterograde memory problems (MoCA 27 -> 25).",
                                          "post-treatment confusion for up to 40 minutes after treatments 3-5; settled after switch to RUL.",
                                          "none of note.", "one episode of post-ictal hypertension managed with labetalol."]))
    d.ln()
    d.ln("Medication on discharge:")
    for m in B.meds(k):
        d.ln("  {M}", M=m)
    d.ln()
    d.ln("Plan:")
    fu = wkday(add_days(letter, rint(3, 10)))
    items = [["Follow-up by the ", (k.team, "HOSPITAL"), " within ", pick(["72 hours", "7 days", "one week"]), " of discharge; care coordinator ",
              (cc.full(), "DOCTOR"), "."],
             ["Outpatient review with ", Q.dr(k.psych, c), " on ", D(fu, c, pick(["wk", "num", "wkdm"])), " at ", hhmm(rint(9, 16), pick([0, 15, 30, 45]), pick(["colon", "ampm"])), "."],
             [pick(["Continuation ECT was discussed and declined.", "Continuation ECT: weekly x 4, then fortnightly; next treatment ",
                    "Lithium level in 5-7 days; target 0.6-0.8 mmol/L." if c in ("US", "CA") else "Lithium level in 1/52; target 0.6-0.8 mmol/L; U&E and TFTs at 3/12.",
                    "Nortriptyline plus lithium for relapse prevention; review in 4/52." if c not in ("US", "CA") else
                    "Nortriptyline plus lithium for relapse prevention; review in 4 weeks."]),
              ] ,
             ["Cognitive review at 1 month (", D(add_days(last, 30), c, pick(["month", "num", "dmon"])), ")."]]
    if items[2][0].endswith("next treatment "):
        items[2] += [D(wkday(add_days(last, 7)), c, pick(["num", "wkdm"])), "."]
    for it in items:
        d.ln("  - {X}", X=it)
    d.ln("  - {X}", X=pick(["Not to drive for at least 48 hours after any further treatment; advised to check with the DVLA." if c == "UK" else
                             "Not to drive for 24-48 hours after any treatment.",
                             ["Phased return to work as ", k.a_prof, (k.prof, "PROFESSION"), " at ", (k.employer, "ORGANIZATION"), " to be discussed with occupational health."],
                             ["Lives with ", k.nok.role, " ", (k.nok.first, "FAMILY"), ", who is aware of the relapse signature and crisis plan."]]))
    if chance(0.35):
        d.ln("  - {X}", X=pick([["Plans to visit family in ", B.place_born(k), " in ", D(add_days(last, rint(30, 90)), c, "month"), "; advised to carry a medication list."],
                                 ["Hopes to attend ", k.his, " ", pick(["daughter's", "son's", "niece's"]), " wedding in ", B.place_born(k), " on ",
                                  D(add_days(last, rint(40, 120)), c, pick(["long", "ord"])), "."]]))
    d.ln()
    d.ln("Relapse indicators: {X}", X=pick(["early waking, reduced appetite, withdrawing to bedroom", "stopping eating, expressing guilt about money",
                                            "mutism, refusing fluids"]))
    d.ln("Crisis contacts: {T} {P}{X}", T=pick(["crisis line", "out-of-hours crisis team", "duty worker"]), P=(Q.phone(c), "PHONE"),
         X=[" or email ", (Q.generic_email(pick(["crisis.team", "duty.mh", "cmht.admin"])), "EMAIL")] if chance(0.3) else "")
    d.ln()
    d.ln(pick(["Please do not hesitate to contact me if you have any questions.", "Many thanks for your ongoing care.",
               "I would be grateful if you could review in clinic as above."]))
    d.ln()
    B.sig(d, k, k.psych, B.term(k, "cons"), contact=chance(0.5), style=pick(["block", "line"]), when=letter, letter=True)
    d.ln()
    d.ln("cc: {X}", X=[Q.dr(k.gp, c, "full"), ", ", (k.practice, "HOSPITAL"), "; patient; ", (k.nurse.full(), "DOCTOR"), ", ECT lead nurse"])
    if chance(0.4):
        d.ln("Typed by {T} {D}", T=(k.junior.initials().lower(), "DOCTOR"), D=D(letter, c, "num"))
    return d


CALLTYPES = ["post-ECT", "post-esketamine", "TMS", "ketamine", "post-ECT"]


def phone_log(k):
    d = Doc()
    c = k.c
    svc = pick(CALLTYPES)
    d.ln(pick(["TELEPHONE FOLLOW-UP LOG", "Telephone contact record", "Phone follow-up log - neuromodulation service",
               "Nurse telephone follow-up"]) + " (" + svc + ")")
    d.ln("Service: {S}", S=(k.clinic_for({"TMS": "tms", "ketamine": "ketamine", "post-esketamine": "esketamine"}[svc])
                            if svc in ("TMS", "ketamine", "post-esketamine") else k.hosp, "HOSPITAL"))
    d.ln("Patient: {N}   DOB {B}   {L} {M}", N=k.P(pick(["full", "lastfirst", "LASTFIRST"])), B=k.dob_seg(),
         L=pick(["MRN", "ID"]), M=(k.mrn, "MRN"))
    d.ln("Contact numbers: home {H}; mobile {M}{N}", H=(k.home_phone, "PHONE"), M=(k.mobile, "PHONE"),
         N=["; NOK ", k.nok.role, " ", (k.nok.name(pick(["first", "full"])), "FAMILY"), " ", (k.nok.phone, "PHONE")] if chance(0.6) else "")
    d.ln("Preferred contact: {X}", X=pick(["mobile, mornings", "home after 4 pm", ["text first, then call; email ", (k.email, "EMAIL")], "via NOK"]))
    d.ln()
    day = wkday(add_days(k.d0, rint(1, 5)))
    staff = [k.nurse, k.nurse2, k.junior]
    lines = rint(3, 7)
    num = pick([(k.mobile, "PHONE"), (k.home_phone, "PHONE")])
    outs = [
        ["Outbound call to ", num, ". No answer; voicemail left asking to call back on ", (k.hosp_phone, "PHONE"), "."],
        ["Called ", num, ". Spoke with ", k.T(), ". ", pick([
            "Reports mild headache yesterday evening, settled with paracetamol. Mood 'better than last week'.",
            "Some muddled thinking after treatment; " + k.nok.role + " staying over tonight.",
            "Denies suicidal ideation. Eating well. No falls.", "Felt sick in the car home; no vomiting."])],
        ["Called ", k.nok.role, " ", (k.nok.name(pick(["first", "full"])), "FAMILY"), " at patient's request. ",
         pick(["Confirms patient slept most of the afternoon and ate supper.", "Says patient more talkative, went to the shops.",
               "Concerned about memory - asked same question three times."])],
        ["24 h post-treatment call to ", num, ": ", pick(["no headache, appetite good", "tired but eating; walked the dog",
                                                           "jaw ache from bite block, improving"]), "; PHQ-9 by phone ", str(rint(3, 22)), "."],
        ["Second attempt to reach ", k.T(), " on ", (k.mobile, "PHONE"), "; answered. Worried about forgetting PIN numbers; reassured; cognitive review booked."],
    ]
    ins = [
        ["Incoming call from ", k.T(), " asking to move next session from ", D(wkday(add_days(day, rint(1, 3))), c, pick(["weekday", "wkdm", "dm"])),
         " to ", D(wkday(add_days(day, rint(6, 9))), c, pick(["wkdm", "dm", "num"])), " due to ", pick(["hospital appointment", "childcare", "work shift", "funeral"]), ". Rebooked."],
        ["Call from ", Q.dr(k.gp, c, "full"), " (", (k.practice, "HOSPITAL"), ", ", (k.gp_phone, "PHONE"), ") re lithium level ", "0.%d" % rint(50, 110), " mmol/L - advised recheck."],
        ["Call from pharmacist at ", (k.pharmacy, "HOSPITAL"), " querying lorazepam supply; confirmed hold on treatment nights."],
        ["Incoming call from ", k.T(), ": travelling to ", B.place_born(k), " from ", D(add_days(day, rint(10, 30)), c, pick(["dmon", "ord", "num"])),
         " for two weeks; asks whether to pause ", pick(["maintenance ECT", "esketamine sessions", "TMS"]), ". Discussed with consultant; plan documented. Number while away: ",
         (Q.intl(pick(["UK", "IE", "US", "CA", "AU"])), "PHONE"), "."],
        [pick(["Employer", "Line manager"]), " ", (Q.Person(c).full(), "FAMILY"), " from ", (k.employer, "ORGANIZATION"),
         " called asking about return to work; no information given without consent."],
        [B.cap(k.nok.role), " ", (k.nok.first, "FAMILY"), " rang: patient ", pick(["confused this morning, better by lunch", "not eating again", "much brighter"]),
         ". Advised to call crisis line if worse."],
    ]
    R.shuffle(outs)
    R.shuffle(ins)
    for i in range(lines):
        who = pick(staff)
        t = hhmm(rint(8, 18), rint(0, 59))
        out = pick(["out", "out", "in"])
        head = [D(day, c, pick(["num", "num", "wkshort", "dmon"])) if i == 0 or chance(0.7) else (fdate(day, c, "num"), "DATE"), " ", t, "  "]
        if out == "out" and outs:
            body = outs.pop()
        elif ins:
            body = ins.pop()
        else:
            body = ["Text message sent to ", (k.mobile, "PHONE"), " with appointment reminder."]
        d.ln("{H}{B}  [{S}]", H=head, B=body, S=(who.initials(), "DOCTOR"))
        if chance(0.15):
            d.ln("    Caller identity verified by voice biometrics (voiceprint {V}).", V=(Q.bioid().replace("FP", "VP").replace("PV", "VP"), "BIOID"))
        day = wkday(add_days(day, pick([0, 1, 1, 2, 3])))
    d.ln()
    d.ln("Summary: {X}", X=pick(["no safety concerns; continue routine follow-up calls 24 h after each treatment",
                                 "escalated to consultant - possible relapse", "course complete; discharge to GP" if c in ("UK", "IE", "AU") else "course complete; discharge to PCP",
                                 "patient to attend in person for review"]))
    if chance(0.5):
        d.ln("Logged by {U}", U=(Q.username(k.nurse.first, k.nurse.last), "USERNAME"))
    d.ln("Staff: {X}", X=B.join_people(staff))
    return d
