"""Genres: complaint acknowledgement/response letters, PALS contact logs, family meeting notes,
duty-of-candour letters."""
import datetime

from phi import P, digits, phone, email_role, url, idnum
from case import D, age_piece, pt_ids, make_case
from clin_b import pick
from clin_a import tm, tmo
import gcommon as G

THEMES = ["Communication", "Clinical treatment", "Admissions and discharges", "Values and behaviours (staff attitude)",
          "Waiting times", "Patient care incl. nutrition/hydration", "Appointments", "Privacy, dignity and wellbeing",
          "Medication", "Facilities", "Access to records", "Car parking"]


def _day(d, n):
    return d + datetime.timedelta(days=n)


def complaint_letter(rng, c, d):
    s = pick(rng, c)
    kind = rng.choice(["ack", "ack", "resp", "resp", "resp", "holding"])
    G.letterhead(d, rng, c)
    date = {"ack": c.d_ack, "resp": c.d_resp, "holding": _day(c.d_ack, 24)}[kind]
    G.refs_line(d, rng, c, "complaint", date)
    G.addressee(d, rng, c)
    d.add(G.dear(rng, c))
    d.t("\n\n")
    if rng.random() < 0.6:
        G.re_line(d, rng, c)
    w = G.who(c)
    if kind == "ack":
        d.f("Thank you for your {m} dated {dt}, which we received on {rd}, raising concerns about ", m=rng.choice(["letter", "email", "online feedback form", "telephone call"]),
            dt=D(c, c.d_comp), rd=D(c, c.d_ack, 0.5))
        d.add(G.about_pt(rng, c))
        d.f(" while at {h}. I am very sorry to hear about {x}.\n\n", h=(c.hosp, "HOSPITAL"), x=s["short"])
        d.t(rng.choice(["I have summarised your concerns below. Please contact me if I have misunderstood anything or if there is anything missing:\n",
                        "From your letter I understand you would like us to look into the following:\n"]))
        for i, q in enumerate(s["concern"]):
            d.t("  %d. %s%s\n" % (i + 1, q[0].upper(), q[1:] + "."))
        d.t("\n")
        inv = c.st[rng.choice(["matron", "ward_mgr", "investigator", "cons"])]
        d.f("Your complaint has been passed to {n}, {r}, who will arrange for it to be investigated. ", n=inv.n(rng.choice(["full", "title_full"])), r=inv.role)
        wd = {"UK": "25 working days", "US": "7 days (or we will write to explain when we will respond)", "AU": "35 calendar days",
              "CA": "30 business days", "IE": "30 working days"}[c.country]
        d.f("We aim to send you a full response within {w}, that is by {dt}. ", w=wd, dt=D(c, _day(c.d_ack, 35)))
        d.t("If the investigation takes longer I will let you know and explain why.\n\n")
        if c.comp is not None:
            d.f("As the complaint concerns the care of your {r}, we need {his} consent before we can share information with you. ",
                r=G.pt_rel(c), his=c.his)
            if c.deceased:
                d.t("As your %s has sadly died, please let me know whether you are the executor or next of kin. May I also offer my condolences.\n\n" % G.pt_rel(c))
            else:
                d.t(rng.choice(["I enclose a consent form; please return it in the envelope provided.",
                                "If %s does not have capacity to consent, please let me know if you hold Lasting Power of Attorney." % c.he]) + "\n\n")
        G.advocacy_para(d, rng, c)
        cw = c.st["complaints"]
        d.f("Your case is being handled by {n}, who can be reached on {p} or at {e}. Please quote reference {r}.\n\n",
            n=cw.n("full"), p=(c.org_phone, "PHONE"), e=(cw.email, "EMAIL"), r=(c.ref_comp, "IDNUM"))
        G.sign(d, rng, c, "complaints")
    elif kind == "holding":
        d.f("I am writing to update you on the investigation into your complaint received on {dt}. ", dt=D(c, c.d_comp))
        d.t("Unfortunately we have not been able to complete our response within the timescale we agreed. This is because ")
        d.f(rng.choice(["we are still waiting for a statement from {n}, who has been on leave",
                        "{n} has asked for the case to be reviewed by an independent consultant",
                        "the serious incident investigation (ref {r}) is still in progress and we want the response to reflect its findings"]),
            n=c.st[rng.choice(["cons", "junior", "nurse1"])].n("title_full"), r=(c.ref_rca, "IDNUM"))
        d.f(". I now expect to send your response by {dt}. I apologise for the delay.\n\n", dt=D(c, _day(c.d_resp, 7)))
        d.f("If you would like to talk to me in the meantime, please call {p}.\n\n", p=(c.st["complaints"].ext, "PHONE"))
        G.sign(d, rng, c, "complaints")
    else:
        d.f("I am writing in response to your complaint of {dt} about ", dt=D(c, c.d_comp))
        d.add(G.about_pt(rng, c))
        d.f(". I am sorry that it has taken until now to respond{x}.\n\n", x=rng.choice(["", " and I am grateful for your patience", ", and for the distress you have experienced"]))
        inv = c.st[rng.choice(["matron", "investigator", "cons"])]
        d.f("Your complaint was investigated by {n}, {r}. As part of the investigation {he2} reviewed the clinical records and spoke to the staff involved, including {a} and {b}. ",
            n=inv.n("full"), r=inv.role, he2="she" if inv.sex == "F" else "he", a=c.st["nurse1"].n(rng.choice(["full", "title_last"])),
            b=c.st["junior"].n(rng.choice(["title_full", "title_last"])))
        if rng.random() < 0.5:
            d.f("We also met with you on {dt} in {r}, {b}, and I hope that meeting was helpful. ", dt=D(c, c.d_meet),
                r=["Meeting Room ", (str(rng.randint(1, 12)), "LOCATION_OTHER")], b=(c.building, "LOCATION_OTHER"))
        d.t("I have responded to each of your concerns in turn below.\n\n")
        for i, q in enumerate(s["concern"]):
            d.t("%d. You asked %s.\n" % (i + 1, q))
            if i == 0:
                d.t("The records show the following. ")
                d.add(s["narr"])
                d.t(" ")
            d.t(s["cf"][i % len(s["cf"])] + " ")
            d.t(rng.choice(["This should not have happened and I apologise unreservedly.", "I am sorry that this fell below the standard we expect.",
                            "I accept that this was not good enough.", "The ward manager has discussed this with the team involved."]) + "\n\n")
        d.t("As a result of your complaint we have " + rng.choice(["agreed", "put in place", "committed to"]) + " the following actions:\n")
        for r in rng.sample(s["recs"], min(3, len(s["recs"]))):
            d.t("  - " + r + "\n")
        d.t("\n")
        if c.country == "US":
            d.f("This letter is our written notice of the grievance decision (42 CFR 482.13(a)(2)). The grievance was closed on {dt}. ", dt=D(c, c.d_resp))
        d.t(rng.choice(["I hope this letter answers your questions. If you would like to meet to discuss it, please contact the team. ",
                        "Once again, please accept my sincere apologies. "]))
        d.t("\n\n")
        G.advocacy_para(d, rng, c)
        G.sign(d, rng, c, rng.choice(["exec", "exec", "don", "md"]))
        if rng.random() < 0.5:
            G.cc_block(d, rng, c, rng.sample(["cons", "matron", "ward_mgr", "complaints"], 2))
        if rng.random() < 0.3:
            d.t("Enc: " + rng.choice(["Complaint leaflet", "Copy of action plan", "Investigation report (redacted)"]) + "\n")


def _pals_entry(rng, c, d, full=True):
    ctry = c.country
    officer = c.st["pals"]
    d.f("Ref: {r}     ", r=(c.ref_pals, "IDNUM"))
    d.f("Received: {dt} {t}\n", dt=D(c, c.d_comp, 0.2), t=tmo(rng))
    method = rng.choice(["Telephone", "Email", "Walk-in (main entrance office)", "Letter", "Web form", "Ward referral"])
    d.t("Method: " + method)
    if method == "Web form" and rng.random() < 0.7:
        d.f(" ({u})", u=(url(rng, c.trust, "pals/contact-us"), "URL"))
    d.t("\n")
    e = c.comp or c.fam[0]
    d.f("Enquirer: {n} ({r})", n=e.n(rng.choice(["title_full", "full", "LAST_first"])), r=e.rel)
    d.f("  Tel: {p}", p=(e.phone, "PHONE"))
    if method in ("Email", "Web form") or rng.random() < 0.3:
        d.f("  Email: {m}", m=(e.email, "EMAIL"))
    d.t("\n")
    d.f("Patient: {n}", n=c.pt.n(rng.choice(["LAST_first", "full", "last_first"])))
    d.f("  DOB {b}  ", b=D(c, c.dob, 0.2))
    d.add(pt_ids(rng, c, "  "))
    d.t("\n")
    if full and rng.random() < 0.4:
        d.t("Address: ")
        d.add(c.addr(", "))
        d.t("\n")
    d.f("Area: {w}, {h}\n", w=(c.ward, "HOSPITAL"), h=(c.hosp, "HOSPITAL"))
    d.t("Theme(s): " + ", ".join(rng.sample(THEMES, rng.randint(1, 3))) + "\n")
    d.t("Consent: " + rng.choice(["verbal consent given by pt on ward", "pt lacks capacity - NOK acting in best interests", "LPA (H&W) seen",
                                  "written consent on file", "pt present and agrees"]) + "\n")
    return e


def pals_log(rng, c, d):
    s = pick(rng, c)
    ctry = c.country
    hdr = {"UK": "PALS CONTACT RECORD", "US": "Patient Advocacy - Concern Intake", "AU": "Consumer Liaison - Feedback Record",
           "CA": "Patient Relations - Contact Log", "IE": "Patient Liaison Office - Contact Log (Your Service Your Say)"}[ctry]
    d.f("{h}  |  {t}\n", h=hdr, t=(c.trust, "HOSPITAL"))
    d.t(G.hr(rng) + "\n")
    e = _pals_entry(rng, c, d)
    officer = c.st["pals"]
    d.f("Handled by: {n}\n\n", n=officer.n(rng.choice(["full", "f_last", "initials"])))
    d.t("Summary:\n")
    e_ref = e.n(rng.choice(["first", "title_last"]))
    d.add(e_ref)
    d.t(rng.choice([" rang re ", " called - concerned re ", " emailed about ", " attended office upset about "]))
    d.t(s["short"] + ". ")
    d.t(rng.choice(["Wants to know ", "Asking ", "Q: "]))
    d.t(s["concern"][0] + ". ")
    if rng.random() < 0.6:
        d.t(rng.choice(["Also asks ", "Also wants to know ", "+ "]) + s["concern"][-1] + ". ")
    d.add(["Wants ", rng.choice(["a call from the ward manager", "a meeting with the consultant", "an apology", "to know what happens next",
                                "reassurance this won't happen again"]), ". "])
    if rng.random() < 0.2:
        d.f("Other {r} lives in {x} - wants updates by email. ", r=rng.choice(["son", "daughter", "sibling", "relative"]), x=G.abroad(rng, c))
    if rng.random() < 0.5:
        d.f("Pt's {r} works as {a} {j} and is ", r=e.rel, a=G.an(e.job), j=(e.job, "PROFESSION"))
        d.t(rng.choice(["keen to be involved.", "worried about the impact on work.", "finding the travel difficult."]))
    d.t("\n\nAction log:\n")
    t0 = c.d_comp
    ini = officer.n("initials")
    acts = [["Logged. Ack'd by ", rng.choice(["phone", "email"]), "."],
            ["Called ", (c.ward, "HOSPITAL"), " - spoke to ", c.st["ward_mgr"].n(rng.choice(["full", "first", "title_last"])), " (", c.st["ward_mgr"].role,
             "). Will ring enquirer today."],
            ["Email to ", c.st["matron"].n("full"), " (", (c.st["matron"].email, "EMAIL"), ") requesting update."],
            ["Enquirer rang back - call from ward received, partly reassured. Still wants written answer re DNACPR/discharge." if rng.random() < 0.3
             else "Enquirer rang back - still awaiting call from ward. Escalated to matron."],
            ["Incident form completed by ward (", c.system, " ref ", (c.ref_inc, "IDNUM"), ")."],
            ["Bleeped ", c.st["junior"].n("title_last"), " on ", (c.st["junior"].ext, "PHONE"), " - no answer; msg left with ward clerk ", c.st["clerk"].n("first"), "."],
            ["Call to enquirer on ", (e.phone, "PHONE"), ", no reply, VM left."]]
    for a in rng.sample(acts, rng.randint(3, 6)):
        t0 = _day(t0, rng.randint(0, 2))
        d.add(c.df.style(t0, rng.choice(["short_dm", "dmy_slash"]) if ctry != "US" else rng.choice(["short_md", "mdy_slash"])))
        d.t(" " + tmo(rng) + "  ")
        d.add(ini)
        d.t("  ")
        d.add(a)
        d.t("\n")
    d.t("\nOutcome: ")
    if rng.random() < 0.4:
        d.f("Escalated to formal complaint - ref {r} (enquirer's request) on {dt}.\n", r=(c.ref_comp, "IDNUM"), dt=D(c, _day(t0, 1)))
    else:
        d.f("Resolved informally. Enquirer satisfied with ward response. Closed {dt}. ", dt=D(c, _day(t0, 1)))
        d.t("Days open: %d.\n" % rng.randint(1, 14))
    if rng.random() < 0.6:
        d.t("\n" + G.hr(rng) + "\nOther contacts same day:\n")
        for _ in range(rng.randint(1, 3)):
            c2 = make_case(rng, ctry)
            c2.d_comp = c.d_comp
            c2.trust = c.trust
            c2.hosp = c.hosp
            s2 = pick(rng, c2, ["scen_discharge", "scen_fall", "scen_dnacpr", "scen_misid"])
            _pals_entry(rng, c2, d, full=False)
            k = rng.randint(0, 4)
            if k == 0:
                d.t("Summary: Concern re " + s2["short"] + ". Passed to ward manager for call back.\n\n")
            elif k == 1:
                d.t("Summary: Parking penalty notice issued while visiting (blue badge displayed). Signposted to car park office.\n\n")
            elif k == 2:
                d.t("Summary: Lost property - hearing aids and glasses case missing after ward move. Ward searched; claim form sent.\n\n")
            elif k == 3:
                d.t("Summary: Compliment for night staff - 'could not have been kinder'. Shared with ward.\n\n")
            else:
                d.t("Summary: Outpatient appt cancelled x3 (Rheumatology). Booked for next available; pt informed.\n\n")


def family_meeting(rng, c, d):
    s = pick(rng, c)
    ctry = c.country
    d.t(rng.choice(["NOTES OF MEETING", "Meeting note - family meeting", "MINUTES: Local resolution meeting", "Family meeting record"]) + "\n")
    d.f("Re: care of {n} ", n=c.pt.n(rng.choice(["full", "title_full", "LAST_first"])))
    d.add(pt_ids(rng, c, ", ") if rng.random() < 0.6 else ["(", (c.mrn, "MRN"), ")"])
    d.f("\nComplaint/incident ref: {r}\n", r=(rng.choice([c.ref_comp, c.ref_inc, c.ref_rca]), "IDNUM"))
    d.f("Date: {dt}    Time: {a}-{b}\n", dt=D(c, c.d_meet), a="14:00", b=rng.choice(["15:10", "15:30", "16:05"]))
    if rng.random() < 0.35:
        d.t("Venue: video call (MS Teams) - link sent to family\n")
    else:
        d.f("Venue: {r}, {b}, {h}\n", r=[rng.choice(["Meeting Room ", "Seminar Room ", "Quiet Room "]), (str(rng.randint(1, 9)), "LOCATION_OTHER")],
            b=(c.building, "LOCATION_OTHER"), h=(c.hosp, "HOSPITAL"))
    d.t("\nPresent:\n")
    for f in c.fam:
        d.f("  {n} - {r}", n=f.n(rng.choice(["title_full", "full"])), r=f.rel)
        k = rng.random()
        if k < 0.2:
            d.f(" (joined by phone from {x})", x=G.abroad(rng, c))
        elif k < 0.35:
            d.f(" (aged {a})", a=(str(rng.randint(19, 90)), "AGE"))
        d.t("\n")
    staff = rng.sample(["cons", "matron", "ward_mgr", "complaints", "safety", "investigator", "don"], rng.randint(2, 4))
    for k in staff:
        d.f("  {n} - {r}\n", n=c.st[k].n(rng.choice(["full", "title_full", "full_cred"])), r=c.st[k].role)
    adv = None
    if rng.random() < 0.4:
        adv = [(c.extra_staff[4].first + " " + c.extra_staff[2].last, "FAMILY")]
        d.f("  {n} - independent advocate, {o}\n", n=adv, o=(c.advocacy, "ORGANIZATION"))
    d.f("Apologies: {n} ({r})\n", n=c.st["junior"].n(rng.choice(["title_last", "full"])), r=c.st["junior"].role)
    note = c.st["clerk"] if rng.random() < 0.5 else c.st["complaints"]
    d.f("Notes: {n}\n\n", n=note.n(rng.choice(["full", "initials", "f_last"])))
    ch = c.st[staff[0]]
    f0 = c.fam[0]
    d.f("1. Welcome and introductions\n{n} thanked the family for attending and explained the purpose of the meeting: to listen to their concerns about {x} and to explain what has been found so far. ",
        n=ch.n("title_last") if ch.title else ch.n("first"), x=s["short"])
    d.t("It was agreed that the meeting would be minuted and a copy sent to the family.\n\n")
    d.t("2. Family's account\n")
    d.f("{n} said that {his} {r} ", n=f0.n(rng.choice(["title_last", "first"])), his="her" if f0.sex == "F" else "his", r=G.pt_rel(c, f0))
    d.t(rng.choice(["had been 'fit and well, still driving' before the admission", "had been living independently with a twice-daily package of care",
                    "had lived at %s for two years" % "the care home", "was 'not the same person' after the incident"]) + ". ")
    if rng.random() < 0.6:
        if rng.random() < 0.4:
            d.f("{he} is a retired {j}", he=c.he.capitalize(), j=(c.pt_job, "PROFESSION"))
        else:
            d.f("{he} had worked for many years as {a} {j}", he=c.he.capitalize(), a=G.an(c.pt_job), j=(c.pt_job, "PROFESSION"))
        d.f(rng.choice([" at {o}", ""]) + ". ", o=(c.employer, "ORGANIZATION"))
    d.t("The family's main concerns were " + "; ".join(s["concern"]) + ".\n")
    d.f("{n} said: \"{q}\"\n\n", n=f0.n("first"), q=rng.choice(["Nobody rang us. We found out from the lady in the next bed.",
                                                             "We just want to know the truth and that it won't happen to anyone else.",
                                                             "%s kept saying %s was in pain and they told %s to wait." % (c.he.capitalize(), c.he, c.him),
                                                             "I asked three times for the doctor and was told he was busy."]))
    d.t("3. Findings to date\n")
    d.f("{n} summarised the chronology: ", n=c.st["investigator"].n(rng.choice(["full", "first"])) if "investigator" in staff else ch.n("first"))
    d.add(s["narr"])
    d.t("\nThe following problems have been identified: " + " ".join(s["cf"][:3]) + "\n")
    d.t(rng.choice(["An unreserved apology was given on behalf of the organisation.", "The consultant apologised on behalf of the team.",
                    "The family were given a sincere apology, which they accepted while saying that 'sorry isn't enough'."]) + "\n\n")
    d.t("4. Questions from the family\n")
    q = rng.choice(["whether staff had been disciplined", "whether the ward was short-staffed that night", "whether they could see the CCTV",
                    "whether the coroner would be told", "what had happened to the nurse involved"])
    d.f("{n} asked {q}. ", n=c.fam[-1].n(rng.choice(["first", "title_last"])), q=q)
    d.t(rng.choice(["It was explained that the investigation focuses on systems rather than individuals, and that individual performance is managed separately.",
                    "Staffing on the night was 3 RNs and 1 HCA for 28 patients (planned 4 + 2); this has been included in the findings.",
                    "This would be confirmed in writing."]) + "\n\n")
    d.t("5. Agreed actions\n")
    acts = [("Send a copy of these notes to the family", "complaints", 5), ("Share the final investigation report", "investigator", 40),
            ("Arrange a follow-up meeting with the consultant", "cons", 30), ("Provide details of the bereavement service" if c.deceased else "Provide copies of the falls risk assessments", "ward_mgr", 7)]
    for a, k, n in rng.sample(acts, 3):
        d.f("  - {a} - {o} - by {dt}\n", a=a, o=c.st[k].n(rng.choice(["initials", "full", "f_last"])), dt=c.df.short(_day(c.d_meet, n)))
    d.f("\nNext meeting: {dt} (provisional)\n", dt=D(c, _day(c.d_meet, rng.randint(28, 60))))
    if rng.random() < 0.5:
        d.f("Family contact for correspondence: {n}, {e}, {p}\n", n=f0.n("full"), e=(f0.email, "EMAIL"), p=(f0.phone, "PHONE"))


def candour_letter(rng, c, d):
    s = pick(rng, c)
    ctry = c.country
    G.letterhead(d, rng, c, team=rng.choice(["Patient Safety Team", "Office of the Medical Director", "Quality and Patient Safety", c.team]))
    G.refs_line(d, rng, c, "incident", _day(c.d_rep, rng.randint(2, 9)))
    p = G.who(c) if rng.random() < 0.8 else c.pt
    G.addressee(d, rng, c, p)
    d.add(G.dear(rng, c, p))
    d.t("\n\n")
    head = {"UK": "Duty of Candour - Regulation 20, Health and Social Care Act 2008 (Regulated Activities) Regulations 2014",
            "IE": "Open disclosure of a notifiable incident - Patient Safety (Notifiable Incidents and Open Disclosure) Act 2023",
            "AU": "Open disclosure - Australian Open Disclosure Framework", "CA": "Disclosure of a patient safety incident",
            "US": "Follow-up to our conversation (Communication and Resolution Program)"}[ctry]
    d.t(rng.choice([head, head.upper(), "Re: " + head]) + "\n\n")
    me = c.st[rng.choice(["cons", "don", "safety", "md"])]
    d.f("I am writing to follow up the conversation on {dt}, when {a} and I met with you on {w} to let you know that ",
        dt=D(c, _day(c.d_rep, 1)), a=c.st[rng.choice(["ward_mgr", "nurse1", "junior"])].n(rng.choice(["full", "title_full"])), w=(c.ward, "HOSPITAL"))
    if p is c.pt:
        d.t("an incident occurred during your care. ")
    else:
        d.t("an incident occurred during the care of your %s, " % G.pt_rel(c, p))
        d.add(c.pt.n(rng.choice(["title_full", "first", "full"])))
        d.t(". ")
    d.t("As promised, I am now writing to confirm what we know so far.\n\n")
    d.t(rng.choice(["What happened\n", "WHAT WE KNOW\n", "The facts as currently known\n"]))
    d.add(s["narr"])
    d.t("\n\n")
    d.t(rng.choice(["Our apology\n", "Apology\n"]))
    d.t(rng.choice(["I would like to say again how very sorry I am that this happened.",
                    "On behalf of everyone involved, I am truly sorry for the harm and distress this has caused.",
                    "We are sincerely sorry. Saying sorry is not an admission of liability; it is the right thing to do."]) + "\n\n")
    d.t("What happens next\n")
    inv = c.st["investigator"]
    d.f("The incident has been recorded on our reporting system ({sys} ref {r}) and {x}. The investigation will be led by {n}, {ro}, ",
        sys=c.system, r=(c.ref_inc, "IDNUM"), x=rng.choice(["will be investigated as a patient safety incident investigation", "is being reviewed by an after-action review panel",
                                                           "is subject to a comprehensive review", "will be reviewed under our incident management framework"]),
        n=inv.n("full"), ro=inv.role)
    d.f("and we expect it to be completed by {dt}. ", dt=D(c, _day(c.d_rep, rng.randint(60, 120))))
    d.t("You are welcome to be involved; if there are questions you would like the investigation to answer, please let us know.\n\n")
    liaison = c.st["safety"]
    d.f("Your named contact is {n}, who can be reached on {p}", n=liaison.n("full"), p=(liaison.ext if len(liaison.ext) > 8 else c.org_phone, "PHONE"))
    d.f(" or by email at {e}. ", e=(liaison.email, "EMAIL"))
    d.t(rng.choice(["Support is also available from the bereavement service and the chaplaincy team." if c.deceased else "Support is also available from our patient liaison team.",
                    "You may find it helpful to contact an independent advocate."]) + "\n\n")
    if rng.random() < 0.4:
        d.f("We will also inform {b}, as we are required to do.\n\n", b=rng.choice(c.public))
    G.sign(d, rng, c, me)
    if rng.random() < 0.4:
        G.cc_block(d, rng, c, rng.sample(["ward_mgr", "matron", "safety", "cons"], 2))
