"""Genres: adult protective services referral; post-discharge follow-up call log."""
import core as C
import common as K
import pools as P

OFFICERS = ["Ofc. ", "Officer ", "Deputy ", "Sgt. "]
OFFICER_NAMES = ["Kyle Brandvold", "Maria Estrada", "Dennis Okoro", "Jill Pressley", "Aaron Whitlock", "Tanya Rios"]


def aps_referral(c, n, r):
    pt = c.pt
    perp = c.fam[-1]
    cty = r.choice([c.county, c.county, c.city])
    n.t(r.choice(["ADULT PROTECTIVE SERVICES REFERRAL\n", "APS Report - Mandated Reporter Documentation\n",
                  "Social Work Note: Report to Adult Protective Services\n", "Elder/Dependent Adult Abuse Report\n"]))
    n.f("Facility: {H}, {city}, {st}\n\n", H=c.H(), city=(c.city, "CITY"), st=(c.st, "STATE"))
    rep_d = C.add_days(c.admit, r.randint(0, min(3, c.los)))
    n.f("Report made to {cty} APS intake line {ph} on {d} at {tm}; intake worker {iw}.\n",
        cty=(cty, "CITY"), ph=(C.fmt_phone(r, c.area, "01" + C.digits(r, 2)), "PHONE"),
        d=c.d(rep_d, r.choice(["mdy", "long", "wd_long"])), tm=K.sign_time(r),
        iw=(r.choice(["Brenda Tillman", "Jose Arriaga", "Kendra Moss", "Paul Lindahl", "Yvette Grant"]), "FAMILY"))
    n.f("Intake/report #: {no}. Written report {how}.\n", no=(C.case_no(r, "APS"), "IDNUM"),
        how=r.choice([["submitted online at ", (r.choice(["https://aps.example.org/report", "www.example.net/aps-portal"]), "URL")],
                      ["faxed to ", (C.fmt_phone(r, c.area, "01" + C.digits(r, 2)), "FAX"), " within 48h"],
                      "to follow within 48 hours per state statute"]))
    n.t("\nREPORTER\n")
    n.f("{sw}, {H}, phone {ph}, e-mail {em}. Mandated reporter; pt {aware}.\n", sw=[c.sw.full(), ", " + c.sw.cred],
        H=c.H(True), ph=c.staff_phone(c.sw), em=c.staff_email(c.sw),
        aware=r.choice(["aware of report", "not informed (safety concern)", "agreed with report"]))
    n.t("\nALLEGED VICTIM\n")
    n.f("Name: {nm}  DOB: {dob}  Age: {age}  Sex: {sx}\n", nm=pt.full(), dob=c.d(c.dob, "mdy"), age=c.age_v(), sx=pt.sex)
    n.f("Address: {addr}  Phone: {ph}\n", addr=c.addr(), ph=c.phone("home"))
    n.f("MRN {mrn}; room {rm}. Language: {lang}. {sc}. Capacity: {cap}.\n", mrn=(c.mrn, "MRN"), rm=(c.room, "LOCATION_OTHER"),
        lang=c.language, sc=K.scores(r), cap=r.choice(["intact per attending", "impaired - formal eval pending",
                                                      "fluctuating (delirium)"]))
    n.t("\nALLEGED PERPETRATOR\n")
    n.f("{nm}, {rel}, approx. age {age}; lives {where}. Phone {ph}.{job}\n", nm=perp.full(), rel=perp.rel,
        age=(str(perp.age), "AGE"), where=r.choice([["with pt"], ["at ", (c.mk_street(), "STREET"), ", ", (perp.city, "CITY")]]),
        ph=c.fam_phone(perp), job=[" Employed as ", (perp.profession, "PROFESSION"), "."] if r.random() < 0.4 else "")
    n.t("\nALLEGATION(S): ")
    kinds = r.sample(["caregiver neglect", "self-neglect", "financial exploitation", "physical abuse",
                      "emotional abuse", "abandonment"], r.randint(1, 2))
    n.t(", ".join(kinds) + "\n\n")
    n.t("NARRATIVE:\n")
    n.f("On {d}, {nm} was brought to the ED by EMS from {where} after {how}. ", d=c.d(c.admit, r.choice(["mdy", "long"])),
        nm=pt.mr(), where=r.choice(["home", ["the home of ", perp.fn()], "a neighbor's porch"]),
        how=r.choice(["being found on the floor for an estimated 2 days", "a neighbor called 911",
                      "missing dialysis x3 sessions", "the HH nurse found no food in the home"]))
    n.f("Exam by {att} showed {inj}. Photos taken and stored in media (ID {ph}).\n", att=c.att.dr(),
        inj=r.choice(["stage 4 sacral wound, soiled clothing, dehydration (Na 151)",
                      "bruising to bilateral upper arms in various stages of healing",
                      "cachexia (BMI 16.2) and untreated cellulitis", "no acute injury; pt appeared unkempt"]),
        ph=(C.digits(r, 8), "IDNUM"))
    if "financial exploitation" in kinds or r.random() < 0.4:
        n.f("Pt reports {perp} has {what}. Pt's account at {bank} (acct ending {acct}) shows ${amt} in ATM "
            "withdrawals since {d}. Pt's car, a {car}, plate {pl}, was sold without pt consent.\n",
            perp=[perp.rel, " ", perp.fn()], what=r.choice(["had pt's debit card for months", "been cashing pt's Social Security checks",
                                                            "moved into the home and stopped paying bills"]),
            bank=(r.choice(["Prairie State Bank", "First Harbor Credit Union", "Heartland National Bank"]), "ORGANIZATION"),
            acct=(C.digits(r, 4), "ACCOUNT"), amt="{:,}".format(r.randint(900, 38000)), d=c.d(C.add_days(c.admit, -r.randint(30, 300)), "month_year"),
            car=r.choice(["2014 Buick Enclave", "2007 Ford Ranger", "2016 Toyota Camry"]), pl=(C.plate(r), "VEHICLE"))
    n.f("{f} ({rel}, {ph}) corroborates: \"{quote}\"\n", f=c.fam[0].full(), rel=c.fam[0].rel, ph=c.fam_phone(c.fam[0]),
        quote=r.choice([["Nobody's been checking on " + ("Mom" if pt.sex == "F" else "Dad") + " since ", (r.choice(P.HOLIDAYS[:5]).replace("the ", ""), "DATE"), "."],
                        "He won't let us in the house.",
                        ["She told me she hadn't eaten since ", (r.choice(["Sunday", "Friday", "Tuesday"]), "DATE"), "."],
                        ["I drove by on ", (r.choice(["Christmas", "Thanksgiving", "New Year's Eve"]), "DATE"), " and the lights were off."]]))
    if r.random() < 0.6:
        n.f("Law enforcement: {cty} Police Dept., {ot}{on} (badge {b}), report #{rp}.\n",
            cty=(c.city, "CITY"), ot=r.choice(OFFICERS), on=(r.choice(OFFICER_NAMES), "FAMILY"), b=(C.digits(r, 4), "IDNUM"),
            rp=(C.digits(r, 2) + "-" + C.digits(r, 6), "IDNUM"))
    n.t("\nSAFETY PLAN: ")
    n.f("Pt will not be discharged to {where} until APS completes home visit. {perp} visitor restriction placed per "
        "{att}. SW to follow up with APS worker {aw} ({ph}) on {d}.\n", where=r.choice(["home", "the same household"]),
        perp=perp.fn(), att=c.att.dr(), aw=[r.choice(["Ms. ", "Mr. ", ""]), (r.choice(["Okafor", "Delacroix", "Pruitt", "Hanley", "Dana Pruitt"]), "FAMILY")],
        ph=(C.fmt_phone(r, c.area, "01" + C.digits(r, 2), ext=C.digits(r, 3)), "PHONE"), d=c.d(C.add_days(rep_d, r.randint(1, 5)), "md"))
    K.signature(c, n, r, c.sw, "Social Work Services")
    if r.random() < 0.5:
        K.audit(c, n, r, c.sw)


OUTCOMES = ["no answer, VM left", "no answer, mailbox full", "wrong number", "spoke with pt",
            "spoke with caregiver", "line busy", "number disconnected", "call back requested after 2pm"]


def call_log(c, n, r):
    pt = c.pt
    caller = r.choice([c.cm, c.rn, c.sw])
    n.t(r.choice(["POST-DISCHARGE FOLLOW-UP CALL LOG\n", "Transitional Care Call - 48/72h\n",
                  "Discharge Phone Call Record\n", "TCM Outreach Log\n"]))
    n.f("Patient: {nm}  DOB {dob}  MRN {mrn}\n", nm=r.choice([pt.caps(), pt.full(), pt.lf()]), dob=c.dob_v(),
        mrn=(c.mrn, "MRN"))
    n.f("Discharged {dc} from {unit}, {H} to {to}.\n", dc=c.d(c.dc, r.choice(["mdy", "abbr", "md"])), unit=(c.unit, "HOSPITAL"),
        H=c.H(True), to=r.choice([["home with ", (c.hha, "HOSPITAL")], ["home"], ["home with family"], [(c.alf, "HOSPITAL")]]))
    n.f("Dx: {dx}. Readmit risk: {sc}.\n\n", dx=c.dx_short, sc=r.choice(["LACE %d (high)" % r.randint(10, 17), "HOSPITAL score %d" % r.randint(5, 9), "moderate"]))
    n.t("Attempt | Date/Time         | Number dialed          | Outcome\n")
    tries = r.randint(2, 4)
    base = C.add_days(c.dc, r.randint(1, 2))
    nums = [("home", c.phone("home")), ("cell", c.phone("cell")), (c.fam[0].rel, c.fam_phone(c.fam[0]))]
    times = sorted("%02d:%02d" % (r.randint(8, 18), r.randint(0, 59)) for _ in range(min(2, tries)))
    times += sorted("%02d:%02d" % (r.randint(8, 18), r.randint(0, 59)) for _ in range(tries - 2))
    for i in range(tries):
        lab, num = nums[i % 3]
        out = r.choice(OUTCOMES[:3] + OUTCOMES[5:]) if i < tries - 1 else r.choice(["spoke with pt", "spoke with caregiver"])
        n.f("{i}       | {d} {tm} | {num} ({lab}) | {out}\n", i=str(i + 1), d=c.d(C.add_days(base, i // 2), r.choice(["mdy", "md"])),
            tm=times[i], num=num, lab=lab, out=out)
    n.t("\nCONVERSATION:\n")
    k = r.randrange(2)
    f = c.fam[0]
    if k == 0:
        n.f("Spoke with {nm}; identity verified w/ DOB. {he_c} reports feeling {feel}. ", nm=pt.mr(),
            he_c=pt.he().capitalize(), feel=r.choice(["'a little better'", "tired but ok", "short of breath on stairs", "good"]))
    else:
        n.f("Spoke with {rel} {nm} (on HIPAA release); pt {st}. ", rel=f.rel, nm=f.full(),
            st=r.choice(["napping", "at dialysis", "unable to come to phone", "present on speaker"]))
    n.f("Meds: {m} picked up from {ph} on {d}. ", m=r.choice(["all new meds", "2 of 3 scripts (apixaban PA pending)", "none yet"]),
        ph=(c.pharm, "HOSPITAL"), d=c.d(C.add_days(c.dc, r.randint(0, 2)), r.choice(["md", "wd_short"])))
    n.f("Teach-back done re: {topic}.\n", topic=r.choice(["daily weights", "insulin sliding scale", "when to call 911",
                                                           "fall precautions", "inhaler technique"]))
    n.f("Home health: {hh}\n", hh=r.choice([[(c.hha, "HOSPITAL"), " SOC visit done ", c.d(C.add_days(c.dc, 1), "md"), "."],
                                            [(c.hha, "HOSPITAL"), " has not called; CM called intake ", c.any_phone(), "."],
                                            "n/a."]))
    n.f("Follow-up: PCP {pcp} at {cl} on {d} {tm}; {ok}.\n", pcp=c.pcp.ref(), cl=(c.clinic, "HOSPITAL"),
        d=c.d(C.add_days(c.dc, r.randint(4, 14)), r.choice(["wd_long", "mdy", "md"])), tm=r.choice(["9:40am", "1315", "10:00", "2:20 pm"]),
        ok=r.choice(["pt has ride", "needs transport - referred to paratransit", "pt unaware of appt, reminded"]))
    n.f("Symptoms: wt {w} lb ({chg}), {s}.\n", w=r.randint(104, 318), chg=r.choice(["up 3 lb", "stable", "down 2 lb"]),
        s=r.choice(["no CP", "mild ankle edema", "cough improving", "incision red per dtr", "no fever"]))
    if r.random() < 0.5:
        n.t("Verbatim: ")
        n.f("\"{q}\"\n", q=r.choice([
            ["my ", f.rel, " ", f.fn(), " is staying with me till ", c.d(C.add_days(c.dc, r.randint(5, 12)), "mon_day"), "."],
            ["the oxygen man from ", (c.dme, "ORGANIZATION"), " came ", (r.choice(["friday", "monday", "saturday"]), "DATE"), ", it's working."],
            ["can you tell ", c.pcp.dr(), " i can't afford the eliquis?"],
            ["my ", f.rel, " is coming home for ", (r.choice(["Christmas", "Thanksgiving", "Easter", "Memorial Day"]), "DATE"), ", they'll help with the pills."],
            ["I'm going back to work at ", (c.employer, "ORGANIZATION"), " next week."],
            ["nobody told me about the appointment on the ", (str(r.randint(4, 20)) + "th", "DATE"), "."]]))
    n.f("Escalation: {esc}\n", esc=r.choice([["message sent to ", c.pcp.ref(), " via in-basket."],
                                               ["advised ED if SOB worsens; notified ", c.att.dr(), "."],
                                               "none needed."]))
    n.f("Call duration {m} min. Next call {d}.\n", m=r.randint(4, 26), d=c.d(C.add_days(c.dc, r.randint(6, 14)), r.choice(["md", "mdy", "wd_short"])))
    n.f("Caller: {who}, {line} {ph}\n", who=caller.sig(), line=r.choice(["TCM line", "direct", "callback"]),
        ph=c.staff_phone(caller))
    if r.random() < 0.4:
        n.f("Logged in {sys} by {u} (IP {ip}).\n", sys=r.choice(["CareCompass", "the call-center module", "TCM registry"]),
            u=caller.uname(), ip=(C.ipaddr(r), "IPADDR"))
