"""Genres: ombudsman and regulator correspondence, witness statements, action-plan trackers."""
import datetime

from phi import P, digits, phone, email_for, email_role, url, idnum, license, device_id, ssn
from case import D, age_piece, pt_ids, make_case, Person
from clin_b import pick
from clin_a import tm, tmo
import gcommon as G

OMB = {"UK": ("Parliamentary and Health Service Ombudsman", "Casework Directorate"),
       "IE": ("Office of the Ombudsman", "Health Complaints Team"),
       "AU": ("Health Care Complaints Commission", "Assessment and Resolution Branch"),
       "CA": ("Patient Ombudsman", "Early Resolution and Investigations"),
       "US": ("State Department of Health - Division of Health Facility Licensing", "Complaint Intake Unit")}


def _day(d, n):
    return d + datetime.timedelta(days=n)


def _caseworker(rng, c):
    p = Person(rng, "FAMILY", c.country)
    p.email = email_for(rng, p.first, p.last)
    p.phone = phone(rng, c.country, "land")
    return p


def ombudsman(rng, c, d):
    s = pick(rng, c)
    ctry = c.country
    body, unit = OMB[ctry]
    cw = _caseworker(rng, c)
    kind = rng.choice(["rfi", "rfi", "trust_reply", "decision", "regulator"])
    w = G.who(c)
    if kind in ("rfi", "decision"):
        d.t(body + "\n" + unit + "\n")
        d.f("Our reference: {r}\n", r=(c.ref_omb, "IDNUM"))
        d.f("Your reference: {r}\n", r=(c.ref_comp, "IDNUM"))
        d.f("Date: {dt}\n\n", dt=D(c, c.d_omb))
        ce = c.st["exec"]
        d.f("{n}\n{r}\n{t}\n", n=ce.n(rng.choice(["full", "title_full"])), r=ce.role, t=(c.trust, "HOSPITAL"))
        d.add(c.org_addr)
        d.t("\n\nBy email only: ")
        d.f("{e}\n\n", e=(email_role(rng, rng.choice(["complaints", "ombudsman.liaison", "patientrelations", "legal.services"])), "EMAIL"))
        d.t("Dear ")
        d.add(ce.n(rng.choice(["title_last", "full"])))
        d.t(",\n\n")
        d.f("Complaint by {n} about {t}\n", n=w.n(rng.choice(["title_full", "full"])), t=(c.trust, "HOSPITAL"))
        if c.comp is not None:
            d.f("On behalf of: {n} (DOB {b})", n=c.pt.n(rng.choice(["title_full", "full"])), b=D(c, c.dob, 0.2))
            if c.deceased:
                d.t(" - deceased")
            d.t("\n")
        d.t("\n")
    if kind == "rfi":
        d.f("{n} has complained to us about the care and treatment provided to ", n=w.n("title_full"))
        d.add("them" if c.comp is None else ["their ", G.pt_rel(c), ", ", c.pt.n("title_last")])
        d.f(" at {h} between {a} and {b}. In particular, they want to know {x}.\n\n", h=(c.hosp, "HOSPITAL"), a=D(c, c.d_adm), b=D(c, c.d_dis), x=s["concern"][0])
        d.t("We have decided to investigate this complaint. To help us, please send the following within 10 working days:\n")
        items = ["the complaint file, including all correspondence and notes of any meetings with the family",
                 "clinical records (including nursing notes, observation charts and the prescription chart) for the period above",
                 "the incident report (%s ref) and any investigation report, with the action plan and evidence of completion" % c.system,
                 "relevant policies in force at the time (e.g. falls prevention, escalation of the deteriorating patient, complaints policy)",
                 "details of any staff statements taken"]
        for i, it in enumerate(rng.sample(items, rng.randint(3, 5))):
            d.t("  %s) %s\n" % ("abcde"[i], it))
        d.t("\nPlease upload the documents to our secure portal rather than sending them by post. ")
        d.f("Your upload link is {u}\n\n", u=(url(rng, "ombudsman", "upload/" + digits(rng, 8)), "URL"))
        if rng.random() < 0.5:
            adv = Person(rng, "DOCTOR", ctry)
            sp = rng.choice(["consultant geriatrician", "registered nurse", "consultant obstetrician", "GP", "consultant in emergency medicine", "registered midwife"])
            d.f("We will be seeking advice from an independent clinical adviser ({n}, {sp}). ", n=["Dr ", (adv.first + " " + adv.last, "DOCTOR")] if "registered" not in sp else adv.n("full"), sp=sp)
        d.f("If you have any questions, please contact me on {p} or {e}.\n\n", p=(cw.phone, "PHONE"), e=(cw.email, "EMAIL"))
        d.t("Yours sincerely\n\n")
        d.f("{n}\n{r}\n", n=cw.n(rng.choice(["full", "full_mi"])), r=rng.choice(["Caseworker", "Senior Caseworker", "Investigator", "Complaints Officer"]))
    elif kind == "decision":
        verdict = rng.choice(["upheld", "partly upheld", "not upheld"])
        d.t("FINAL DECISION\n\n")
        d.f("We have now completed our investigation and have decided that the complaint should be {v}.\n\n", v=verdict)
        d.t("What happened\n")
        d.add(s["narr"])
        d.t("\n\nWhat we found\n")
        d.t(" ".join(s["cf"][:2]) + " ")
        d.t("Our clinical adviser considered that this was %s applicable standards at the time (for example NICE guidance and the organisation's own policy).\n\n"
            % ("a failure to meet" if verdict != "not upheld" else "broadly in line with"))
        if verdict != "not upheld":
            d.t("Recommendations\nWithin one month of the date of this letter, the Trust should:\n")
            d.f("  - write to {n} to acknowledge the failings identified and apologise for the impact they had;\n", n=w.n("title_full"))
            amt = rng.choice(["500", "750", "1,000", "1,500", "250"])
            d.f("  - pay {n} {cur}{a} in recognition of the distress caused;\n", n=w.n("title_last"), cur="€" if ctry == "IE" else ("$" if ctry in ("US", "CA", "AU") else "£"), a=amt)
            d.t("Within three months, the Trust should produce an action plan describing what it has done to ensure these failings do not happen again.\n\n")
            if ctry == "UK" and rng.random() < 0.6:
                d.f("For the redress payment, please record the complainant's National Insurance number ({ni}) for Compensation Recovery Unit purposes if required.\n\n",
                    ni=(ssn(rng, "UK"), "SSN"))
            elif ctry == "IE" and rng.random() < 0.6:
                d.f("The payment should be processed against PPSN {ni}.\n\n", ni=(ssn(rng, "IE"), "SSN"))
        d.t("Yours sincerely\n\n")
        d.f("{n}\n{r}\n", n=cw.n("full"), r=rng.choice(["Assistant Director", "Lead Investigator", "Deputy Ombudsman (Health)", "Senior Investigation Officer"]))
        d.f("Tel: {p}\n", p=(cw.phone, "PHONE"))
    elif kind == "trust_reply":
        G.letterhead(d, rng, c, team=rng.choice(["Office of the Chief Executive", "Complaints and Legal Services", c.team]))
        d.f("Date: {dt}\nOur ref: {r}   Your ref: {o}\n\n", dt=D(c, _day(c.d_omb, 12)), r=(c.ref_comp, "IDNUM"), o=(c.ref_omb, "IDNUM"))
        d.f("{n}\n{r}\n{b}\n\n", n=cw.n("full"), r=rng.choice(["Caseworker", "Investigator"]), b=body)
        d.f("Dear {n},\n\n", n=cw.n("title_last"))
        d.f("Re: Complaint from {n} regarding ", n=w.n("title_full"))
        d.add(c.pt.n(rng.choice(["full", "LAST_first"])))
        d.f(" (DOB {b}, ", b=D(c, c.dob, 0.2))
        d.add(pt_ids(rng, c, ", "))
        d.t(")\n\n")
        d.f("Thank you for your letter of {dt}. Please find enclosed the information requested. Local resolution was concluded with our response of {r} following a meeting with the family on {m}. ",
            dt=D(c, c.d_omb), r=D(c, c.d_resp), m=D(c, c.d_meet))
        d.t("In summary: ")
        d.add(s["narr"])
        d.t("\n\nThe enclosed documents are:\n")
        docs = [["Complaint file (", (c.ref_comp, "IDNUM"), "), 47 pages"], ["Incident report ", (c.ref_inc, "IDNUM")],
                ["Investigation report ", (c.ref_rca, "IDNUM"), " with action plan (v3)"], ["Clinical records ", D(c, c.d_adm), " to ", D(c, c.d_dis)],
                ["Statement of ", c.st["nurse1"].n("full"), ", ", c.st["nurse1"].role], ["Falls prevention policy v4.2 (2021)" if s["key"] == "fall" else "Relevant policy (current version)"]]
        for i, x in enumerate(rng.sample(docs, rng.randint(3, 6))):
            d.t("  %d. " % (i + 1))
            d.add(x)
            d.t("\n")
        d.t("\nThe main point of contact for this case is ")
        d.f("{n}, {r} ({p}).\n\n", n=c.st["complaints"].n("full"), r=c.st["complaints"].role, p=(c.st["complaints"].ext, "PHONE"))
        G.sign(d, rng, c, "exec")
    else:
        reg = {"UK": ("General Medical Council", "GMC reference number", "doctor"), "IE": ("Medical Council", "IMC registration no.", "doctor"),
               "AU": ("AHPRA - Notifications", "Registration number", rng.choice(["doctor", "nurse"])),
               "CA": ("College of Physicians and Surgeons", "CPSO #", "doctor"), "US": ("State Board of Nursing", "License No.", "nurse")}[ctry]
        prac = c.st["cons"] if reg[2] == "doctor" else c.st["nurse1"]
        lic = prac.lic or license(rng, ctry, reg[2])
        d.t(reg[0] + "\n" + rng.choice(["Fitness to Practise - Triage", "Notification outcome", "Investigation - request for information", "Complaint intake"]) + "\n\n")
        d.f("Case reference: {r}\nDate: {dt}\n\n", r=(idnum(rng, "ombudsman", c.year), "IDNUM"), dt=D(c, c.d_omb))
        d.f("Practitioner: {n}\n{l}: {x}\n", n=prac.n(rng.choice(["full", "full_mi", "LAST_first"])), l=reg[1], x=(lic, "LICENSE"))
        if reg[2] == "doctor" and ctry == "US":
            d.f("NPI: {x}\n", x=(license(rng, "US", "doctor"), "LICENSE"))
        d.f("Place of practice: {h}, {t}\n", h=(c.hosp, "HOSPITAL"), t=(c.trust, "HOSPITAL"))
        if c.comp is not None:
            d.f("Notifier: {n} ({r} of the patient)\n\n", n=w.n("full"), r=c.comp.rel)
        else:
            d.f("Notifier: {n} (patient)\n\n", n=w.n("full"))
        d.f("Dear {n},\n\n", n=c.st["md"].n("title_last"))
        d.f("We have received a {k} concerning the above practitioner in relation to the care of {p} on {dt}. ", k=rng.choice(["complaint", "notification", "referral"]),
            p=c.pt.n("full"), dt=D(c, c.d_inc))
        d.t("The concern is, in summary, " + s["concern"][0] + ". ")
        d.t("Before deciding whether to open an investigation, we would be grateful for information about the practitioner's involvement, any local investigation, and whether there are other concerns.\n\n")
        d.t("Please also confirm whether the practitioner has been subject to restrictions or supervision.\n\n")
        d.f("Please reply to {e} within 14 days, quoting the case reference above.\n\nYours sincerely\n\n{n}\n{r}\n",
            e=(cw.email, "EMAIL"), n=cw.n("full"), r=rng.choice(["Case Examiner Support Officer", "Notifications Officer", "Investigator", "Intake Coordinator"]))


def witness_statement(rng, c, d):
    s = pick(rng, c)
    ctry = c.country
    key = rng.choice(["nurse1", "nurse2", "hca", "junior", "ward_mgr"])
    me = c.st[key]
    d.t(rng.choice(["WITNESS STATEMENT", "STAFF STATEMENT - INCIDENT INVESTIGATION", "Statement of events", "Written account for investigation"]) + "\n")
    d.f("Investigation ref: {r}    Incident ref: {i}\n", r=(c.ref_rca, "IDNUM"), i=(c.ref_inc, "IDNUM"))
    d.f("Name: {n}\n", n=me.n(rng.choice(["full", "full_mi", "LAST_first"])))
    d.t("Job title: " + (me.role or "") + (rng.choice(["", ", Band 5", ", Band 6", ", Band 7", ""]) if ctry == "UK" and key != "junior" else "") + "\n")
    if me.lic:
        lab = {"UK": "NMC PIN" if key.startswith("nurse") or key == "ward_mgr" else "GMC no.", "US": "License #", "AU": "AHPRA reg.",
               "CA": "Registration #", "IE": "NMBI PIN" if key != "junior" else "IMC no."}[ctry]
        d.f("{l}: {x}\n", l=lab, x=(me.lic, "LICENSE"))
    d.f("Ward/department: {w}, {h}\n", w=(c.ward, "HOSPITAL"), h=(c.hosp, "HOSPITAL"))
    d.f("Contact: {p} / {e}\n", p=(me.ext, "PHONE"), e=(me.email, "EMAIL"))
    d.f("Date of statement: {dt}\n", dt=D(c, _day(c.d_rep, rng.randint(2, 20))))
    d.f("Date of incident: {dt}\n\n", dt=D(c, c.d_inc))
    d.t(rng.choice(["This statement is made from my own recollection and the clinical notes, which I have been allowed to refer to.\n\n",
                    "I have written this at the request of the lead investigator. I have referred to the EPR.\n\n", ""]))
    yrs = rng.choice(["two years", "three years", "six years", "eleven years", "nearly 20 years", "18 months", "about four months"])
    d.f("I have worked on {w} for {y}. ", w=(c.ward, "HOSPITAL"), y=yrs)
    sh = rng.choice(["a night shift (19:30-08:00)", "a long day (07:30-20:00)", "a late shift (13:30-21:30)", "an early shift", "a twilight shift"])
    d.f("On {dt} I was working {sh}. I was allocated ", dt=D(c, c.d_inc), sh=sh)
    if key == "junior":
        d.f("to cover {w} and two outlying wards, holding bleep {b}. ", w=(c.ward, "HOSPITAL"), b=(me.ext if len(me.ext) < 9 else "555" + digits(rng, 1), "PHONE"))
    else:
        d.f("bay {b} (beds {a}-{z}) ", b=(c.bay, "LOCATION_OTHER"), a=(str(max(1, int(c.bed) - 3)), "LOCATION_OTHER"), z=(c.bed, "LOCATION_OTHER"))
        d.f("with {h}, HCA. ", h=c.st["hca"].n("full"))
    d.f("The nurse in charge was {n}.\n\n", n=c.st["ward_mgr" if key != "ward_mgr" else "nurse2"].n("full"))
    d.f("{p} was known to me ({a}), admitted with ", p=c.pt.n(rng.choice(["title_last", "title_full"])), a=age_piece(rng, c.age))
    d.t(rng.choice(["a chest infection", "a UTI and delirium", "a fractured wrist", "a fall at home", "COPD exacerbation", "sepsis of unknown source",
                    "advanced Parkinson's disease and aspiration pneumonia", "a Crohn's flare", "Guillain-Barr\u00e9 syndrome", "Alzheimer's dementia with BPSD",
                    "a Glasgow Coma Scale of 13 after a fall", "acute kidney injury (creatinine 412 \u00b5mol/L)", "Addisonian crisis", "a Colles' fracture"]) + ". ")
    d.t("At handover I was told " + rng.choice(["that %s was 'settled'" % c.he, "that %s had been trying to get out of bed" % c.he,
                                               "nothing unusual", "that the family had asked to be called if anything changed"]) + ".\n\n")
    d.t("What happened (in my own words): ")
    d.add(s["narr"])
    d.t("\n\n")
    d.t(rng.choice(["Looking back, I think ", "On reflection ", "With hindsight "]))
    d.t(rng.choice(["the following contributed: ", "this was a factor: ", "it is relevant that: "]) + s["cf"][0] + " ")
    d.t(rng.choice(["We were very busy that shift and I did not get a break.", "I raised staffing on the safecare system at the start of the shift.",
                    "I have since completed the relevant e-learning.", "I was upset by what happened and have been offered support by the wellbeing team."]) + "\n\n")
    if rng.random() < 0.6:
        f = c.fam[0]
        d.f("I spoke to {n} ({r}) by phone on {p} at {t} and explained what had happened. ", n=f.n(rng.choice(["title_last", "first", "full"])), r=f.rel,
            p=(f.phone, "PHONE"), t=tm(rng))
        d.t(rng.choice(["They were understandably upset.", "They asked why nobody had rung earlier.", "They thanked me for letting them know."]) + "\n\n")
    d.t("I confirm that the contents of this statement are true to the best of my knowledge and belief.\n\n")
    d.f("Signed: {n}    Date: {dt}\n", n=me.n(rng.choice(["full", "initials"])), dt=c.df.full(_day(c.d_rep, rng.randint(2, 20))))
    if rng.random() < 0.5:
        d.f("Statement taken by: {n}, {r}\n", n=c.st["investigator"].n("full"), r=c.st["investigator"].role)
    if rng.random() < 0.3:
        d.f("Union representative present: {n} ({o})\n", n=[(c.extra_staff[2].first + " " + c.extra_staff[4].last, "FAMILY")],
            o=rng.choice(["RCN", "UNISON", "INMO", "ANMF", "NYSNA", "ONA"]))


STATUS = ["Complete", "In progress", "Not started", "Overdue", "Complete - evidence awaited", "On hold"]
RAG = ["G", "A", "R", "B", "Green", "Amber", "Red", "Blue"]


def action_tracker(rng, c, d):
    ctry = c.country
    multi = rng.random() < 0.45
    cases = [(c, pick(rng, c))]
    if multi:
        for _ in range(rng.randint(1, 2)):
            c2 = make_case(rng, ctry)
            c2.trust, c2.hosp, c2.ward, c2.st = c.trust, c.hosp, c.ward, c.st
            cases.append((c2, pick(rng, c2)))
        d.f("{w} - Patient Safety Action Tracker\n", w=(c.ward, "HOSPITAL"))
    else:
        d.f("ACTION PLAN - {r} - {t}\n", r=(c.ref_rca, "IDNUM"), t=cases[0][1]["title"])
    d.f("{t}\n", t=(c.trust, "HOSPITAL"))
    d.f("Exec sponsor: {n}   Lead: {l}\n", n=c.st["don"].n(rng.choice(["full", "title_full"])), l=c.st["matron"].n("full"))
    lu = _day(c.d_resp, rng.randint(10, 90))
    d.f("Last updated: {dt} by {u}\n", dt=D(c, lu), u=(c.st["safety"].user, "USERNAME"))
    d.t("Status key: " + rng.choice(["B = complete & embedded, G = on track, A = at risk, R = overdue", "RAG per Quality Committee ToR"]) + "\n\n")
    sep = rng.choice([" | ", "\t", " ; "])
    cols = ["No", "Source", "Action", "Owner", "Due", "Status", "Update / evidence", "RAG"]
    d.t(sep.join(cols) + "\n")
    n = 0
    for ci, (cc, s) in enumerate(cases):
        n = 0
        src = [(cc.ref_inc, "IDNUM")] if rng.random() < 0.6 else [(cc.ref_rca, "IDNUM")]
        if multi:
            src += [" (", cc.pt.n(rng.choice(["initials", "title_last", "LAST_first"])), ")"]
        for r in s["recs"]:
            n += 1
            d.t("%d.%d" % (ci + 1, n) + sep)
            d.add(src)
            d.t(sep + r + sep)
            own = c.st[rng.choice(["ward_mgr", "matron", "pharm", "safety", "cons", "don", "md"])]
            d.add(own.n(rng.choice(["f_last", "full", "initials", "last"])))
            d.t(sep)
            due = _day(cc.d_resp, rng.randint(20, 150))
            d.add(c.df.style(due, rng.choice(["dmy_slash", "dmy_abbr", "iso", "mon_year"]) if ctry != "US" else rng.choice(["mdy_slash", "iso", "mon_year"])))
            st = rng.choice(STATUS)
            d.t(sep + st + sep)
            ev = rng.randint(0, 6)
            if ev == 0:
                d.f("Audit {m}: {p}% compliance (n={k})", m=c.df.style(due, "mon_year"), p=str(rng.randint(55, 100)), k=str(rng.randint(10, 60)))
            elif ev == 1:
                d.f("Email from {n} dated {dt} confirms completion", n=c.st[rng.choice(["ward_mgr", "pharm", "matron"])].n("full"), dt=c.df.short(_day(due, -5)))
            elif ev == 2:
                d.f("Equipment ordered (asset {a}, {b}); delivery {dt}", a=(device_id(rng), "DEVICE"), b=(device_id(rng), "DEVICE"), dt=c.df.short(_day(due, -3)))
            elif ev == 3:
                d.f("Discussed at QSC {dt} - extension agreed to {e}", dt=c.df.full(_day(due, -10)), e=c.df.full(_day(due, 45)))
            elif ev == 4:
                k = rng.randint(12, 30)
                d.t("Training: %d/32 staff (%.0f%%)" % (k, 100.0 * k / 32))
            elif ev == 5:
                d.f("Policy {p} v{v} ratified; on intranet", p=rng.choice(["CP-112", "MM-17", "NUR-045", "IPC-09"]), v="%d.%d" % (rng.randint(1, 5), rng.randint(0, 9)))
            else:
                d.f("No update received - chased {dt} ({u})", dt=c.df.short(_day(lu, -rng.randint(1, 9))), u=(own.user, "USERNAME"))
            d.t(sep + rng.choice(RAG) + "\n")
    d.t("\nNotes from " + rng.choice(["Quality and Safety Committee", "Divisional Governance Board", "Patient Safety Group"]) + " ")
    d.add(c.df.full(_day(lu, rng.randint(1, 14))))
    d.t(": ")
    d.f("{n} asked for evidence of embedding for action 1.1 rather than training figures alone. ", n=c.st["md"].n(rng.choice(["title_last", "initials"])))
    if len(cases) > 1:
        d.t("Themes across the incidents (%s) to be presented to the Board.\n" % ", ".join(x[1]["key"] for x in cases))
    else:
        d.f("Family ({n}) to receive a copy of the completed plan as agreed in the meeting on {dt}.\n", n=c.fam[0].n(rng.choice(["title_full", "full"])), dt=D(c, c.d_meet))
