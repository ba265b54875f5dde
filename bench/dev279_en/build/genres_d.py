"""Genres: telephone encounters, complaint e-mail threads, information-governance access audits."""
import datetime

from phi import P, digits, phone, email_for, email_role, url, idnum, ipaddr, ssn, DAYS, MONTHS, username, bioid
from case import D, age_piece, pt_ids, Person, sexage
from clin_b import pick
from clin_a import tm, tmo
import gcommon as G


def _day(d, n):
    return d + datetime.timedelta(days=n)


def telephone_encounter(rng, c, d):
    s = pick(rng, c)
    ctry = c.country
    kind = rng.choice(["complaint_in", "complaint_in", "followup_out", "gp_in", "omb_in", "solicitor_in"])
    me = c.st[rng.choice(["pals", "complaints", "safety", "investigator"])]
    dt = _day(c.d_comp, rng.randint(-3, 20))
    if ctry == "US" and rng.random() < 0.6:
        d.t("TELEPHONE ENCOUNTER\n")
        d.f("Encounter #: {a}    Dept: Patient Relations\n", a=(c.acct, "ACCOUNT"))
    else:
        d.t(rng.choice(["Telephone contact record", "TELEPHONE CALL NOTE", "Phone call - file note", "Telephone encounter"]) + "\n")
    d.f("Date: {dt}   Time: {t}   Duration: {m} min\n", dt=D(c, dt), t=tmo(rng), m=str(rng.randint(4, 48)))
    d.t("Direction: " + ("Outgoing" if kind == "followup_out" else "Incoming") + "\n")
    fam = c.comp or c.fam[0]
    if kind in ("complaint_in", "followup_out"):
        d.f("{lab}: {n} ({r})\n", lab="Caller" if kind != "followup_out" else "Called", n=fam.n(rng.choice(["title_full", "full", "LAST_first"])), r=fam.rel)
        d.f("Call-back no.: {p}\n", p=(fam.phone, "PHONE"))
        if rng.random() < 0.15:
            d.f("Note: caller currently in {x} - time difference, prefers email.\n", x=G.abroad(rng, c))
    elif kind == "gp_in":
        gp = c.extra_staff[1]
        d.f("Caller: {n}, {g}, {pr} (tel {p})\n", n=["Dr ", (gp.last, "DOCTOR")], g="PCP" if ctry in ("US", "CA") else "GP", pr=(c.gp, "HOSPITAL"), p=(phone(rng, ctry, "land"), "PHONE"))
    elif kind == "omb_in":
        cw = Person(rng, "FAMILY", ctry)
        d.f("Caller: {n}, caseworker, {b} (ref {r}) - DDI {p}\n", n=cw.n("full"), b=rng.choice(c.public), r=(c.ref_omb, "IDNUM"), p=(phone(rng, ctry, "land"), "PHONE"))
    else:
        sol = Person(rng, "FAMILY", ctry)
        d.f("Caller: {n}, {o}, acting for {f}\n", n=sol.n(rng.choice(["full", "title_full"])), o=(c.law, "ORGANIZATION"), f=fam.n("title_full"))
        d.f("Tel: {p}   Fax: {x}\n", p=(phone(rng, ctry, "land"), "PHONE"), x=(phone(rng, ctry, "land"), "FAX"))
    d.f("Patient: {n}  ", n=c.pt.n(rng.choice(["LAST_first", "full", "last_first"])))
    d.add(sexage(rng, c))
    d.f("  DOB {b}\n", b=D(c, c.dob, 0.2))
    d.add(pt_ids(rng, c, "  "))
    d.t("\n")
    if kind in ("complaint_in", "followup_out"):
        d.t("ID check: ")
        a = c.addr(", ")
        k = rng.randint(0, 2)
        if k == 0:
            d.f("DOB + first line of address ({x}) confirmed\n", x=a[0])
        elif k == 1:
            d.f("pt's DOB and {pc} ({x}) confirmed\n", pc=c.sp("postcode", "ZIP") if ctry != "AU" else "postcode", x=a[-1])
        else:
            d.t("name/DOB/address (")
            d.add(a)
            d.t(") confirmed\n")
        if ctry == "US" and rng.random() < 0.5:
            d.f("SSN on file: {x}   Plan: {i} {m}\n", x=(c.ssn, "SSN"), i=(c.insurer, "ORGANIZATION"), m=(c.plan, "HEALTHPLAN"))
        elif ctry == "IE" and rng.random() < 0.4:
            d.f("PPSN: {x}\n", x=(c.ssn, "SSN"))
    d.f("Ref: {r}\n\n", r=(rng.choice([c.ref_comp, c.ref_pals, c.ref_inc]), "IDNUM"))
    d.t("Notes:\n")
    fn = fam.n(rng.choice(["first", "title_last"]))
    if kind == "complaint_in":
        d.add(fn)
        d.t(rng.choice([" v upset on phone. ", " calm but clearly distressed. ", " angry - raised voice at start, settled. "]))
        d.f("Calling re {his} {r}: ", his="her" if fam.sex == "F" else "his", r=G.pt_rel(c, fam))
        d.t(s["short"] + ". ")
        d.t("Main q's: " + "; ".join(s["concern"]) + ". ")
        d.t(rng.choice(["Not happy w/ response from ward. ", "Has already spoken to the ward mgr x2. ", "First contact. "]))
        if rng.random() < 0.4:
            d.f("Mentions {he} is {a} {j} and 'knows how wards should run'. ", he="she" if fam.sex == "F" else "he", a=G.an(fam.job), j=(fam.job, "PROFESSION"))
        d.t("\nExplained complaints process + timescales. Offered meeting - accepted, pref. " + rng.choice(["after 3pm", "Tues/Weds", "video call", "with son present"]) + ". ")
        d.f("Will email consent form to {e}.\n", e=(fam.email, "EMAIL"))
    elif kind == "followup_out":
        d.f("Rang {n} to update re investigation. ", n=fn)
        d.f("Explained RCA ({r}) now at draft stage; panel date {dt}. ", r=(c.ref_rca, "IDNUM"), dt=c.df.short(_day(dt, rng.randint(7, 21))))
        d.t("Summarised key findings: " + s["cf"][0] + " ")
        d.t(rng.choice(["Family want to see the draft before it is signed off. ", "Family asked if staff had been 'punished' - explained just culture approach. ",
                        "Asked for copy of CCTV - advised SAR route. "]))
        d.f("\nNext contact agreed {dt}.\n", dt=c.df.short(_day(dt, rng.randint(7, 28))))
    elif kind == "gp_in":
        g = "PCP" if ctry in ("US", "CA") else "GP"
        d.t(g + " calling as pt attended " + ("clinic" if g == "PCP" else "surgery") + " today - concerned re " + s["short"] + ". Asked for discharge summary (not received). ")
        d.t("Checked EPR - EDS completed but sent to old practice. Re-sent via secure " + ("email" if ctry != "UK" else "NHSmail") + ". " + g + " advised to report via "
            + c.system + (" / LFPSE" if ctry == "UK" else "") + " as external reporter if wishes.\n")
    elif kind == "omb_in":
        d.t("Caseworker confirming receipt of records; asking for the action plan with evidence of completion and the policy in force at the time. ")
        d.f("Agreed to send by {dt}. Also asked whether the family had been offered a meeting - yes, held {m}.\n", dt=c.df.short(_day(dt, 10)), m=D(c, c.d_meet))
    else:
        d.t("Solicitor requesting full copy of records under a SAR/pre-action disclosure. ")
        d.f("Advised formal request in writing to Legal Services; SAR ref {r} created. Not able to discuss the complaint without signed authority.\n", r=(idnum(rng, "sar", c.year), "IDNUM"))
    d.t("\nAction:\n")
    for a in rng.sample([["Update ", c.system, " record"], ["Email ", c.st["matron"].n("full"), " re meeting dates"],
                         ["Diary call back ", c.df.short(_day(dt, 3))], ["Request notes from medical records (", (c.mrn, "MRN"), ")"],
                         ["Inform ", c.st["cons"].n("title_last"), " (consultant)"], ["Send ack letter to ", fam.n("title_last")]], 3):
        d.t("  - ")
        d.add(a)
        d.t("\n")
    d.t("\n")
    d.f("Recorded by: {n}, {r}   {dt} {t}\n", n=me.n(rng.choice(["full", "f_last", "full_cred"])), r=me.role, dt=c.df.full(dt, 0.0), t=tmo(rng))
    for k in range(rng.choice([0, 1, 1, 2])):
        dt = _day(dt, rng.randint(1, 6))
        d.t("\nAddendum ")
        d.add(c.df.full(dt, 0.5))
        d.t(" " + tmo(rng) + ": ")
        x = rng.randint(0, 4)
        if x == 0:
            d.f("Returned call to {n} on {p} - no answer, left VM asking to ring back on {q}.", n=fam.n("first"), p=(fam.phone, "PHONE"), q=(c.org_phone, "PHONE"))
        elif x == 1:
            d.f("Spoke with {n}. Meeting booked for {dt} with {c2} and {m}. Letter to follow.", n=fam.n("title_last"), dt=c.df.short(c.d_meet),
                c2=c.st["cons"].n("title_last"), m=c.st["matron"].n("full"))
        elif x == 2:
            d.f("Consent form received (signed by patient, witnessed by {n}). Scanned to file.", n=c.st["nurse2"].n("full"))
        elif x == 3:
            d.f("Email from {n} ({e}) - family now wish to make a formal complaint. Logged as {r}.", n=fam.n("full"), e=(fam.email, "EMAIL"), r=(c.ref_comp, "IDNUM"))
        else:
            d.f("Ward manager {n} has called the family and apologised. {w} staff huddle to discuss.", n=c.st["ward_mgr"].n("full"), w=(c.ward, "HOSPITAL"))
        d.t(" ")
        d.add(me.n("initials"))
        d.t("\n")


def _email_hdr(rng, c, d, frm, to, dt, subj, cc=None, ip=False):
    wd = DAYS[dt.weekday()]
    d.t("From: ")
    d.add(frm)
    d.t("\nSent: ")
    if c.country == "US":
        d.f("{x}", x=("%s, %s %d, %d" % (wd, MONTHS[dt.month - 1], dt.day, dt.year), "DATE"))
        d.t(" %d:%02d %s" % (rng.randint(1, 12), rng.randint(0, 59), rng.choice(["AM", "PM"])))
    else:
        d.f("{x}", x=("%s, %d %s %d" % (wd, dt.day, MONTHS[dt.month - 1], dt.year), "DATE") if rng.random() < 0.6 else
            ("%02d/%02d/%04d" % (dt.day, dt.month, dt.year), "DATE"))
        d.t(" " + tm(rng))
    d.t("\nTo: ")
    d.add(to)
    if cc:
        d.t("\nCc: ")
        d.add(cc)
    d.t("\nSubject: " + subj[0])
    d.add(subj[1:])
    d.t("\n")
    if ip:
        d.f("X-Originating-IP: [{i}]\n", i=(ipaddr(rng), "IPADDR"))
    d.t("\n")


def email_thread(rng, c, d):
    s = pick(rng, c)
    ctry = c.country
    fam = c.comp or c.fam[0]
    off = c.st[rng.choice(["complaints", "pals"])]
    box = email_role(rng, rng.choice(["pals", "complaints", "patient.relations", "patientexperience"]))
    subj_core = [" - ", c.pt.n(rng.choice(["full", "title_full", "first"])), " (ref ", (c.ref_comp, "IDNUM"), ")"]
    d.t(rng.choice(["[EXTERNAL] ", "", "", "Printed by: "]))
    if d.parts and d.parts[-1].lower().startswith("printed"):
        d.add([(off.user, "USERNAME"), "\n"])
    else:
        d.t("\n")
    dts = sorted(_day(c.d_comp, rng.randint(0, 30)) for _ in range(3))
    # newest first, as an e-mail client prints a thread
    _email_hdr(rng, c, d, [off.n("full"), " <", (off.email, "EMAIL"), ">"], [fam.n("full"), " <", (fam.email, "EMAIL"), ">"], dts[2],
               ["RE: RE: Complaint"] + subj_core, cc=[c.st["matron"].n("full"), " <", (c.st["matron"].email, "EMAIL"), ">"] if rng.random() < 0.5 else None)
    d.add(G.dear(rng, c, fam)[:-1] if rng.random() < 0.5 else ["Hi ", (fam.first, "FAMILY")])
    d.t(",\n\n")
    d.f("Thank you for your email. I have spoken to {n} and the meeting is confirmed for {dt} at 14:00 in {r}, {b}. ",
        n=c.st["cons"].n("title_last"), dt=c.df.short(c.d_meet), r=["Room ", (c.room, "LOCATION_OTHER")], b=(c.building, "LOCATION_OTHER"))
    d.t(rng.choice(["Parking is available in the multi-storey; I will send you a free exit ticket. ", "There is a drop-off point by the main entrance. "]))
    d.t(rng.choice(["The draft investigation report will not be ready before then, but we can go through the timeline.", "Please let me know if anyone else will be attending."]) + "\n\n")
    d.t(rng.choice(["Kind regards", "Best wishes", "Many thanks"]) + "\n")
    d.add(off.n("full"))
    d.t("\n" + (off.role or "") + " | ")
    d.add((c.trust, "HOSPITAL"))
    d.f("\nT: {p} | E: {e}\n", p=(c.org_phone, "PHONE"), e=(off.email, "EMAIL"))
    if rng.random() < 0.5:
        d.f("{u}\n", u=(url(rng, c.trust), "URL"))
    d.t(rng.choice(["This e-mail and any attachments are confidential and intended solely for the addressee. If you have received it in error please notify the sender and delete it.\n",
                    "Please consider the environment before printing this email.\n", ""]))
    d.t("\n" + rng.choice(["-----Original Message-----", "________________________________", "---------- Forwarded message ---------", "On reply:"]) + "\n")
    _email_hdr(rng, c, d, [fam.n("full"), " <", (fam.email, "EMAIL"), ">"], [c.team.split(" (")[0], " <", (box, "EMAIL"), ">"], dts[1],
               ["RE: Complaint"] + subj_core, ip=rng.random() < 0.4)
    d.t(rng.choice(["Hello,\n\n", "Dear ", "To whom it may concern,\n\n"]))
    if d.parts[-1].lower().startswith("dear"):
        d.add(off.n("first"))
        d.t(",\n\n")
    lines = ["Thanks for getting back to me. ", "I would like a meeting as soon as possible. ",
             "My %s is still not right since %s. " % (G.pt_rel(c, fam), s["short"]),
             "I also want to know " + s["concern"][0] + ". "]
    d.t("".join(rng.sample(lines, 3)))
    if rng.random() < 0.5:
        d.f("I can't do {wd} as I work shifts at {o}", wd=(rng.choice(DAYS[:5]), "DATE"), o=(c.employer, "ORGANIZATION"))
        if rng.random() < 0.5:
            d.f(" (I'm {a} {j} there)", a=G.an(fam.job), j=(fam.job, "PROFESSION"))
        d.t(". ")
    if rng.random() < 0.25:
        d.f("I am away in {x} until {dt} but can join by video. ", x=G.abroad(rng, c), dt=c.df.short(_day(dts[1], rng.randint(4, 12))))
    d.f("My mobile is {p} if easier.\n\n", p=(fam.phone, "PHONE"))
    d.t(rng.choice(["Regards", "Thanks", "Many thanks", "Sent from my iPhone"]) + "\n")
    d.add(fam.n(rng.choice(["full", "first"])))
    d.t("\n\n> " + rng.choice(["On", "Quoting"]) + " ")
    d.add(c.df.full(dts[0], 0.0))
    d.t(", ")
    d.add((box, "EMAIL"))
    d.t(" wrote:\n> Dear ")
    d.add(fam.n("title_last"))
    d.f(",\n> Thank you for contacting us about ", )
    d.add(G.about_pt(rng, c))
    d.f(". Your concerns have been logged under reference {r}.\n> We will be in touch within 3 working days.\n", r=(c.ref_comp, "IDNUM"))


SYSTEMS = ["Cerner Millennium PowerChart", "Epic Hyperspace", "TrakCare", "Lorenzo", "MEDITECH Expanse", "Oracle Health", "iSOFT iPM", "CareFlow EPR"]
ACTIONS = ["Open chart", "View results", "View notes", "Print", "View demographics", "Open chart", "View MAR", "View imaging report", "Export"]
REG = {"UK": "ICO", "IE": "Data Protection Commission", "AU": "OAIC", "CA": "Information and Privacy Commissioner", "US": "HHS Office for Civil Rights"}


def ig_audit(rng, c, d):
    ctry = c.country
    bad = c.extra_staff[rng.choice([0, 2, 3])]
    dpo = c.st[rng.choice(["investigator", "safety"])]
    d.t(rng.choice(["INFORMATION GOVERNANCE INCIDENT - RECORD ACCESS AUDIT", "Privacy Breach Investigation - Access Audit Report",
                    "HIPAA Privacy Incident - Audit Log Review" if ctry == "US" else "Confidentiality Breach - EPR Audit Findings"]) + "\n")
    d.f("IG ref: {r}    Incident ref: {i}\n", r=(idnum(rng, "sar", c.year), "IDNUM"), i=(c.ref_inc, "IDNUM"))
    d.f("Prepared by: {n} ({r})\nDate: {dt}\n", n=dpo.n(rng.choice(["full", "full_cred"])), r=rng.choice(["IG Manager", "Privacy Officer", "Data Protection Officer", "IG Lead"]),
        dt=D(c, _day(c.d_rep, rng.randint(3, 14))))
    d.t("Trigger: " + rng.choice(["complaint from the patient", "proactive monitoring alert (same surname)", "report from a colleague", "patient's own SAR revealed access by an unknown user"]) + "\n\n")
    d.t("Subject of audit\n")
    d.f("  Patient: {n}   DOB: {b}   ", n=c.pt.n(rng.choice(["LAST_first", "full"])), b=D(c, c.dob, 0.2))
    d.add(pt_ids(rng, c, "   "))
    d.f("\n  Address on PAS: ", )
    d.add(c.addr(", "))
    d.f("\n  System: {s}\n  Audit period: {a} to {b}\n\n", s=rng.choice(SYSTEMS), a=D(c, _day(c.d_inc, -30), 0.0), b=D(c, c.d_rep, 0.0))
    users = [(bad, False)] + [(c.st[k], True) for k in rng.sample(["nurse1", "nurse2", "junior", "cons", "clerk", "pharm"], rng.randint(2, 4))]
    ws_ip = {}
    sep = rng.choice([" | ", "  ", "\t"])
    d.t(sep.join(["Date", "Time", "User ID", "Name", "Role", "IP address", "Action", "LR?"]) + "\n")
    rows = []
    for u, legit in users:
        ws_ip[u.user] = ipaddr(rng)
        n = rng.randint(1, 4) if legit else rng.randint(3, 6)
        for _ in range(n):
            rows.append((_day(c.d_inc, rng.randint(-25, 5)), tm(rng), u, legit))
    rows.sort(key=lambda r: (r[0], r[1]))
    for dt, t, u, legit in rows:
        d.add(c.df.style(dt, "iso" if ctry in ("CA", "US") and rng.random() < 0.5 else ("dmy_slash" if ctry != "US" else "mdy_slash")))
        d.t(sep + t + sep)
        d.p(u.user, "USERNAME")
        d.t(sep)
        d.add(u.n(rng.choice(["last_first", "f_last", "full"])))
        d.t(sep + (u.role or "Staff") + sep)
        ip = ws_ip[u.user] if rng.random() < 0.8 else ipaddr(rng)
        d.p(ip, "IPADDR")
        d.t(sep + rng.choice(ACTIONS) + sep + ("Y" if legit else "N") + "\n")
    d.t("\nLR = legitimate relationship (care team, on ward list, or referral).\n\n")
    d.t("Findings\n")
    d.f("{u} ({n}, {r}) accessed the record on {k} occasions with no legitimate relationship. ", u=(bad.user, "USERNAME"), n=bad.n("full"), r=bad.role,
        k=str(sum(1 for r in rows if not r[3])))
    d.t(rng.choice(["The user works in a different directorate. ", "The user is not rostered to the ward in the period. "]))
    if rng.random() < 0.45:
        d.f("Single sign-on records show authentication by {m} (enrolled template {b}) at the workstation, so shared-login is unlikely. ",
            m=rng.choice(["fingerprint", "palm-vein scan", "fingerprint reader (Imprivata)"]), b=(bioid(rng), "BIOID"))
    d.t(rng.choice(["Two accesses were made outside rostered hours from a remote VPN address. ",
                    "The user printed the demographics screen once. ", "No evidence of onward disclosure was found. "]))
    d.f("At interview on {dt} ", dt=D(c, _day(c.d_rep, rng.randint(5, 20))))
    d.add(bad.n(rng.choice(["title_last", "first"])) if bad.title else bad.n("first"))
    d.t(rng.choice([" stated that the patient is a neighbour and they were 'worried about her'.", " said they were checking an appointment for a family member with the same name.",
                    " accepted the access was inappropriate and apologised.", " declined to comment on the advice of their union representative."]) + "\n\n")
    d.t("Risk assessment: " + ("HIPAA 4-factor assessment - low probability of compromise NOT demonstrated; breach notification required (fewer than 500 individuals - annual log to OCR)."
                             if ctry == "US" else "Breach assessed as %s - %s." % (rng.choice(["reportable", "not reportable"]), "report to " + REG[ctry] + " within 72 hours" if rng.random() < 0.5 else "logged internally")) + "\n")
    d.t("Outcome/actions:\n")
    d.f("  - Patient informed by letter {dt} ", dt=D(c, _day(c.d_rep, rng.randint(10, 25))))
    d.f("(copy to {n}, {r})\n", n=c.fam[0].n("full"), r=c.fam[0].rel) if rng.random() < 0.4 else d.t("\n")
    d.f("  - Referred to HR ({n}) under the disciplinary policy\n", n=c.extra_staff[4].n("full"))
    d.f("  - Access for {u} suspended {dt}; line manager {m} informed\n", u=(bad.user, "USERNAME"), dt=c.df.short(c.d_rep), m=c.st["ward_mgr"].n("full"))
    d.t("  - Reminder on confidentiality in the all-staff bulletin; audit of same-surname accesses quarterly\n")
