"""Genre (own choice): e-mail threads between clinical engineering, wards,
suppliers, risk teams and patients' families."""
import clinical as C
import ids
import phi
from context import Case
from notebuilder import Note

GENRE = "email_thread"

TOPICS = ["log_request", "overdue", "damaged", "fsn_home", "noise", "billing", "training"]


def _hdr(n, k, frm, frm_email, to, to_email, subj, d_off, cc=None):
    r = k.rng
    n.f("From: {f} <{fe}>\n", f=frm, fe=(frm_email, "EMAIL"))
    n.f("Sent: {d} {t}\n", d=k.d(d_off, r.choice(["wk_text", "dmy_text", "mdy_text", "num"])), t=phi.clock(r))
    n.f("To: {t} <{te}>\n", t=to, te=(to_email, "EMAIL"))
    if cc:
        n.f("Cc: {cc}\n", cc=cc)
    n.f("Subject: {s}\n\n", s=subj)


def _sig(n, k, person, role, title):
    r, c = k.rng, k.c
    n.line("")
    n.line(r.choice(["Kind regards,", "Thanks,", "Best wishes", "Regards", "Many thanks"]))
    n.add(k.s(person, role, r.choice(["full", "cred"])))
    n._txt("\n")
    n.line(title)
    n.f("{dep} | {h}\n", dep=r.choice(["Clinical Engineering", "Medical Physics & Clinical Engineering", "Biomedical Engineering",
                                       "Equipment Library", "HTM"]), h=k.hosp_i(False))
    if r.random() < 0.6:
        n.f("{st}, {city}\n", st=(k.hosp_street, "STREET"), city=(k.hosp_city, "CITY"))
    n.f("T: {ph}{fx}{bl}\n", ph=(k.dept_phone, "PHONE"), fx=["  F: ", (k.dept_fax, "FAX")] if r.random() < 0.5 else "",
        bl=["  Bleep: ", (k.bleep, "PHONE")] if r.random() < 0.4 else "")
    if r.random() < 0.4:
        n.f("W: {u}\n", u=(phi.url(r, "generic"), "URL"))
    n.line(r.choice(["", "This e-mail may contain confidential information. If received in error please notify the sender.",
                     "Please consider the environment before printing."]))


def _quoted(n, k, who, who_email, d_off, lines):
    r = k.rng
    n.line("")
    n.f("On {d}, {w} <{e}> wrote:\n", d=k.d(d_off, r.choice(["dmy_text", "num", "wk_text"])), w=who, e=(who_email, "EMAIL"))
    for ln in lines:
        n._txt("> ")
        n.add(ln)
        n._txt("\n")


def _top_reply(n, k, topic):
    r = k.rng
    who = k.mgr if topic in ("log_request", "billing", "training") else k.eng2
    _hdr(n, k, k.s(who, "eng", "full"), phi.email(who, r), k.s(k.clerk, "eng", "full"), phi.email(k.clerk, r),
         r.choice(["FW: ", "RE: RE: ", "Fwd: "]) + r.choice(["equipment query", "see below", "for info", "loan / asset query"]), 4)
    n.f("{f} - {body}\n", f=k.s(k.clerk, "eng", "first"), body=r.choice([
        ["can you pull the asset history for ", (k.dev.asset, "DEVICE"), " and add it to the file? Thx"],
        ["FYI. Please log on the CMMS against WO ", (k.newid("wo")[1], "IDNUM"), "."],
        ["I've spoken to the ward (", k.s(k.nurse, "nurse", "first"), "). Happy for you to close this."],
        ["please ring me on ", (k.bleep, "PHONE"), " before replying."]]))
    n.add(k.s(who, "eng", r.choice(["first", "initials"])))
    n._txt("\n\n-----Original Message-----\n")


def gen(rng, country, lower):
    r = rng
    topic = r.choice(TOPICS)
    k = Case(r, country, home=topic in ("overdue", "fsn_home", "noise", "billing"))
    c, dv = k.c, k.dev
    n = Note(lower)
    eng_email = phi.email(k.eng, r)
    nurse_email = phi.email(k.nurse, r)
    if r.random() < 0.45:
        _top_reply(n, k, topic)
    if topic == "log_request":
        risk = phi.new_person(r)
        risk_email = phi.email(risk, r)
        inc = k.newid("inc")
        _hdr(n, k, k.s(k.eng, "eng", "full"), eng_email, phi.staff(risk, r, "full"), risk_email,
             ["RE: ", (inc[1], "IDNUM"), " - pump history request (", k.pn("initials"), ")"], 2,
             cc=[k.s(k.mgr, "eng", "full"), " <", (phi.email(k.mgr, r), "EMAIL"), ">"])
        n.f("Hi {f},\n\n", f=phi.staff(risk, r, "first"))
        n.f("Attached is the event log from {mm} s/n {s} (asset {a}) covering {d1} to {d2}. The device was on {p} "
            "({ml} {m}) on {w} throughout. Key points:\n", mm=dv.make_model, s=(dv.serial, "DEVICE"), a=(dv.asset, "DEVICE"),
            d1=k.d(-2, "num"), d2=k.d(0, "num"), p=k.pn(r.choice(["full", "title_last"])), ml=k.mrn[0], m=(k.mrn[1], "MRN"), w=k.ward_i())
        for ln in ["- %s" % C.drug_line(r, dv.key), "- %d alarms in the period, all acknowledged within 2 min except one at 03:1%d" % (r.randint(3, 19), r.randint(0, 9)),
                   "- no device fault found on bench test; ESA pass; %s" % "; ".join(k.check_lines(n=1))]:
            n.line(ln)
        n.f("Device clock was {x} against the ward clock. The device is quarantined until the {q} is closed - please let me know "
            "if the coroner's office or the family's solicitors ({org}) need the original.\n",
            x=r.choice(["4 min fast", "in sync", "1 h behind (DST not applied)"]), q=r.choice(["investigation", "inquest", "review"]),
            org=(r.choice(["Granger & Holt Solicitors", "Marsh Lane Legal LLP", "Baird Okoro Lawyers"]), "ORGANIZATION"))
        n.f("I've also checked the other devices used on {p} during the admission ({s1} and {s2}) - no faults found, "
            "PPM in date. Chain of custody form signed by {w} on {d}.\n", p=k.pn("title_last"), s1=(ids.serial(r), "DEVICE"),
            s2=(ids.serial(r), "DEVICE"), w=k.s(k.nurse, "nurse", "full"), d=k.d(0, "num"))
        _sig(n, k, k.eng, "eng", r.choice(["Senior Clinical Engineer", "Clinical Engineering Technologist", "Medical Device Safety Officer"]))
        _quoted(n, k, phi.staff(risk, r, "full"), risk_email, 0,
                [["Hi - for ", (inc[1], "IDNUM"), " could we have the pump history for ", k.pn("LF"), ", DOB ", k.dobi(), "?"],
                 ["Family (", k.rel, " ", k.fn("full"), ") have asked for a meeting on ", k.d(r.randint(5, 15), "wk_text"), "."],
                 ["Thanks, ", phi.staff(risk, r, "first")]])
    elif topic in ("overdue", "fsn_home", "noise"):
        subj = {"overdue": ["Overdue equipment - loan ", (k.newid("loan")[1], "IDNUM")],
                "fsn_home": ["Safety notice - your ", dv.desc, " (s/n ", (dv.serial, "DEVICE"), ")"],
                "noise": ["Complaint re noisy ", dv.desc, " - ", k.pn("title_last")]}[topic]
        _hdr(n, k, k.s(k.clerk, "eng", "full"), phi.email(k.clerk, r), k.fn("full"), k.fam_email, subj, 0)
        n.f("Dear {f},\n\n", f=k.fn("title_last") if r.random() < 0.5 else k.fn("first"))
        if topic == "overdue":
            n.f("Our records show that the {desc} (asset {a}) loaned to {p} on {d} was due back on {d2}. If it is no longer "
                "needed, please drop it at main reception, {h}, or call us on {ph} to arrange collection from {a2}.\n",
                desc=dv.desc, a=(dv.asset, "DEVICE"), p=k.pn("title_full"), d=k.d(-60, "dmy_text"), d2=k.d(-20, "dmy_text"),
                h=k.hosp_i(False), ph=(k.dept_phone, "PHONE"), a2=k.addr_i())
        elif topic == "fsn_home":
            n.f("The manufacturer ({m}) has issued a field safety notice for the {mm}. {pp}'s unit needs {act}. Please keep "
                "using it and keep the back-up {bk} nearby. Our engineer {e} will call you to book a visit in the week of {d}.\n",
                m=(k.manuf, "ORGANIZATION"), mm=dv.make_model, pp=k.pn(r.choice(["first", "title_last"])),
                act=r.choice(["a software update", "a new battery", "a replacement part"]),
                bk=r.choice(["cylinder", "equipment", "supplies"]), e=k.s(k.eng, "eng", "first"), d=k.d(7, "dmy_text"))
        else:
            n.f("Thank you for your email about the {desc} at {a}. We are sorry it has been disturbing {pp}'s sleep. "
                "{sup} will swap the unit for a quieter model on {d}; their driver will call ahead on {ph}.\n",
                desc=dv.desc, a=[(k.addr["street"], "STREET")], pp=k.pn("first"), sup=(k.supplier, "ORGANIZATION"),
                d=k.d(3, "wk_text"), ph=(k.fam_phone, "PHONE"))
        n.f("\nIf {p} is now in hospital or has moved to a care home such as {site}, please let us know so we can update "
            "our records (our ref {ref}). You can also reply to {em} or use the form at {u}.\n", p=k.pn("first"),
            site=(k.site, "HOSPITAL"), ref=(k.newid("loan")[1], "IDNUM"), em=(k.dept_email, "EMAIL"), u=(phi.url(r, "generic"), "URL"))
        _sig(n, k, k.clerk, "eng", r.choice(["Equipment Library Coordinator", "Administrator, Clinical Engineering", "Patient Equipment Officer"]))
        _quoted(n, k, k.fn("full"), k.fam_email, -1,
                [["Hello, I'm writing on behalf of my ", {"wife": "wife", "husband": "husband"}.get(k.rel, "relative"), " ",
                  k.pn("full"), " (", k.hp[0], " ", (k.hp[1], "HEALTHPLAN"), ")."],
                 [r.choice(["The machine is very loud at night and keeps us awake.", "We got a letter but the equipment was returned already.",
                            "Can someone tell us if the recall affects us?", "We are away at our caravan until the end of the month."])],
                 [k.fn("first"), " (mob ", (k.fam_phone, "PHONE"), ")"]])
    else:
        other = phi.new_person(r)
        oe = phi.email(other, r)
        if topic == "billing":
            subj = ["Invoice query - acct ", (ids.rental_account(r)[1], "ACCOUNT"), " - ", k.pn("LF")]
        else:
            subj = ["Training for ", k.ward_i(), " - new ", dv.desc, "s"]
        _hdr(n, k, phi.staff(other, r, "full"), oe, k.s(k.eng, "eng", "full"), eng_email, subj, 1,
             cc=[k.s(k.nurse, "nurse", "full"), " <", (nurse_email, "EMAIL"), ">"])
        n.f("Hi {f},\n\n", f=k.s(k.eng, "eng", "first"))
        if topic == "billing":
            n.f("We've been invoiced by {sup} for {m} months' rental of a {desc} (s/n {s}) for {p}, {hl} {h}. Our records "
                "show the pt was discharged to {site} on {d} and the unit collected on {d2}. Could you confirm from the "
                "asset system? PO was {po}.\n", sup=(k.supplier, "ORGANIZATION"), m=r.randint(2, 9), desc=dv.desc,
                s=(dv.serial, "DEVICE"), p=k.pn("full"), hl=k.hp[0], h=(k.hp[1], "HEALTHPLAN"), site=(k.site, "HOSPITAL"),
                d=k.d(-90, "num"), d2=k.d(-r.randint(40, 80), "num"), po=(k.newid("po")[1], "IDNUM"))
        else:
            n.f("{sup} have offered super-user training on {d} ({t1}-{t2}) in the seminar room, {b}. Could {w} release "
                "two staff? {nn} has volunteered. The rep is {rep} ({rph}).\n", sup=(k.supplier, "ORGANIZATION"),
                d=k.d(10, "wk_text"), t1="14:00", t2="16:00", b=(k.building, "LOCATION_OTHER"), w=k.ward_i(),
                nn=k.s(k.nurse, "nurse", "first"), rep=k.s(k.sup_eng, "eng", "full"), rph=(phi.phone(r, c, "mobile"), "PHONE"))
        if topic == "billing":
            n.f("The delivery note ({dn}) was signed by {f} ({rel}) at {a}. {ssn}\n", dn=(k.newid("order")[1], "IDNUM"),
                f=k.fn("full"), rel=k.rel, a=(k.addr["street"], "STREET"),
                ssn=["Their system also lists ", k.ssn[0], " ", (k.ssn[1], "SSN"), " - should that be on an invoice?"]
                if k.ssn and r.random() < 0.6 else "")
        else:
            n.f("Names to {em} by {d} please. It counts toward the pump competency sign-off ({nn} to record on the LMS).\n",
                em=(k.dept_email, "EMAIL"), d=k.d(5, "short"), nn=k.s(k.mgr, "eng", "full"))
        n.line("")
        n.line(r.choice(["Thanks", "Cheers", "Many thanks"]))
        n.add(phi.staff(other, r, "first"))
        n._txt("\n")
        n.f("{role} | {h} | ext {e}\n", role=r.choice(["Finance Officer", "Procurement Lead"] if topic == "billing" else
                                                     ["Practice Educator", "Ward Manager", "Clinical Nurse Educator"]),
            h=k.hosp_i(), e=(phi.phone(r, c, "ext"), "PHONE"))
    return n
