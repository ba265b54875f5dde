"""Genres: case manager / adjuster correspondence; injury hotline nurse triage call record."""
from common import Case, injury, restrictions, vehicle_bits, drives, holiday_phrase
from blocks import health_card
from phi import plus, Person, digits, letters, doctor, Address, phone, DAYS, fd, tollfree
from pools import PT_CLINICS, IMAGING, LAWFIRMS, CLINICS, HOSPITALS

CM_FIRMS = ("Beacon Case Management", "Continuum Nurse Case Services", "Keystone Managed Care Partners", "Northwind Rehab Consultants")


def correspondence(rng, d, country):
    c = Case(rng, country)
    inj = injury(rng, c.industry)
    ncm = Person(rng, "DOCTOR", cred=rng.choice(("RN, CCM", "RN, BSN, CCM", "RN", "CRC") if country == "US" else ("RN", "RN, BScN", "OT", "RN, CCM")))
    firm = rng.choice(CM_FIRMS)
    ncm_email = ncm.email(rng, rng.choice(("example.org", "casemgmt.test", "example.net")))
    pr = c.pt.pron()
    v = rng.randrange(3)
    subj_claim = (c.claim, "IDNUM")
    if v == 0:
        msgs = rng.randint(2, 3)
        dts = []
        for _ in range(msgs):
            x = plus(c.visit, rng.randint(0, 6))
            while x.weekday() >= 5:
                x = plus(x, 1)
            dts.append(x)
        dts.sort()
        senders = [(ncm, ncm_email, c.adjuster, c.adj_email), (c.adjuster, c.adj_email, ncm, ncm_email)]
        for i in range(msgs):
            frm, fe, to, te = senders[(msgs - 1 - i) % 2]
            if i:
                d.t("\n" + rng.choice(("-----Original Message-----\n", "________________________________\n", "> ")))
            d.f("From: {f} <{fe}>\n", f=frm.n("fl"), fe=(fe, "EMAIL"))
            dd = dts[msgs - 1 - i]
            h = rng.randint(7, 17)
            d.f("Sent: {s} {t}\n", s=(fd(dd, "wd"), "DATE"), t="%d:%02d %s" % (h % 12 or 12, rng.randint(0, 59), "AM" if h < 12 else "PM"))
            d.f("To: {t} <{te}>\n", t=to.n(rng.choice(("fl", "lf"))), te=(te, "EMAIL"))
            if rng.random() < 0.5:
                d.f("Cc: {h} <{he}>\n", h=c.hr.n("fl"), he=(c.hr_email, "EMAIL"))
            d.f("Subject: {re}Claim {cl} / {n} / DOI {doi}\n", re="RE: " if i < msgs - 1 else "", cl=subj_claim,
                n=c.pt.n(rng.choice(("LF", "fi", "lf"))), doi=c.d(c.doi, rng.choice(("us_s", "md", c.ds))))
            if rng.random() < 0.45:
                d.f("X-Originating-IP: [{ip}]\n", ip=(c.ip(), "IPADDR"))
            d.t("\n")
            if frm is ncm:
                d.f("Hi {a},\n\n", a=to.n("first"))
                d.f("Update on {t}{n}: I attended today's visit with {dr} at {cl}. ", t=c.pt.title(), n=(c.pt.last, "PATIENT"),
                    dr=c.doc.drn(), cl=(c.clinic, "HOSPITAL"))
                d.t("%s pain %d/10, %s. " % (inj["part_s"].capitalize(), rng.randint(2, 7), rng.choice(("improving", "unchanged", "worse after last shift"))))
                d.f("{P} remains on modified duty through {dt} ({r}). ", P=pr[0].capitalize(), dt=c.d(plus(dd, rng.randint(7, 21)), rng.choice(("md", "mon_d", c.ds))),
                    r="; ".join(restrictions(rng, inj, 2)))
                k = rng.randrange(3)
                if k == 0:
                    d.f("Dr. {dr} is requesting an MRI (CPT 7{cpt}) - RFA attached, please authorize. ", dr=(c.doc.last, "DOCTOR"), cpt=str(rng.randint(2141, 3721)))
                elif k == 1:
                    d.f("PT at {pt} has {n} visits remaining. ", pt=(rng.choice(PT_CLINICS), "HOSPITAL"), n=str(rng.randint(1, 6)))
                else:
                    d.f("Spoke with {s} at {e}; they can accommodate the restrictions on day shift. ", s=c.sup.n(rng.choice(("first", "fl"))), e=c.E())
                d.f("Next appointment {dt} at {t}.\n\n", dt=c.d(plus(dd, rng.randint(10, 28)), rng.choice(("wds", "md", c.ds))), t=c.time())
                d.f("Thanks,\n{n}\nNurse Case Manager, {fi}\nDirect {ph} | Fax {fx}\n", n=ncm.sig("fl"), fi=(firm, "ORGANIZATION"),
                    ph=(phone(rng, c.area, ext=rng.random() < 0.3), "PHONE"), fx=(phone(rng, c.area), "FAX"))
                if rng.random() < 0.4:
                    d.f("{u}\n", u=(rng.choice(("www.example.org/casemanagement", "https://beacon.example.com", "www.northwind-rehab.test")), "URL"))
            else:
                d.f("{a} -\n\n", a=to.n("first"))
                d.t(rng.choice(("Thanks for the update. ", "Received. ", "Appreciate it. ")))
                d.t(rng.choice(("MRI authorized, auth # ", "Please see if the employer can extend modified duty. Ref ", "IME being scheduled; file ")))
                d.f("{au}. ", au=(letters(rng, 2) + digits(rng, 7), "IDNUM"))
                if drives(c, inj) and rng.random() < 0.7:
                    d.f("Damage to the {vb} is being handled under the separate auto claim. ", vb=vehicle_bits(c))
                if rng.random() < 0.5:
                    d.f("Also - {t}{n} called me on {dt} asking about TTD; AWW is ${w}, rate ${r}/wk. ", t=c.pt.title(), n=(c.pt.last, "PATIENT"),
                        dt=c.d(plus(dd, -1), rng.choice(("wday", "md"))), w="%d.%02d" % (rng.randint(620, 1800), rng.randint(0, 99)),
                        r="%d.%02d" % (rng.randint(410, 1200), rng.randint(0, 99)))
                d.f("\n\n{a}\n{t}\n{ins}\n{ph}\n", a=c.adjuster.n("fl"), t=rng.choice(("Claims Adjuster II", "Sr. Claims Examiner", "WC Claims Specialist")),
                    ins=(c.insurer, "ORGANIZATION"), ph=(c.adj_phone, "PHONE"))
        d.t("\nCONFIDENTIALITY NOTICE: This e-mail may contain protected health information. If you are not the intended recipient, delete it.\n")
    elif v == 1:
        ins_addr = Address(rng, rng.choice((c.cityrec,)), country, industrial=True)
        d.f("{ins}\n{ad}\nPhone {ph} | Fax {fx}\n", ins=(c.insurer.upper() if rng.random() < 0.4 else c.insurer, "ORGANIZATION"), ad=ins_addr.parts(1),
            ph=(tollfree(rng), "PHONE"), fx=(c.adj_fax, "FAX"))
        d.f("\n{dt}\n\n", dt=c.d(c.visit, rng.choice(("long", "dmy_l", c.ds))))
        d.f("{n}\n{ad}\n\n", n=c.pt.n(rng.choice(("caps", "fl", "full"))), ad=c.pt_addr.parts(rng.choice((1, 2)),
            country_name=rng.choice(("USA", "United States", "U.S.A.") if country == "US" else ("Canada", "CANADA")) if rng.random() < 0.3 else None))
        d.f("RE:  Claim number: {cl}\n     Employer: {e}\n     Date of injury: {doi}\n", cl=(c.claim, "IDNUM"), e=c.E(), doi=c.d(c.doi))
        if country == "US" and rng.random() < 0.6:
            d.f("     SSN (last four): {ss}\n", ss=(c.ssn[-4:], "SSN"))
        d.t("\n")
        d.f("Dear {t}{n}:\n\n", t=c.pt.title(), n=(c.pt.last, "PATIENT"))
        k = rng.randrange(3)
        if k == 0:
            d.f("We have accepted your claim for a {p} injury that occurred on {doi}. ", p=inj["part_s"], doi=c.d(c.doi, "long"))
            d.f("Temporary total disability benefits of ${r} per week will be paid every two weeks beginning {dt}. ",
                r="%d.%02d" % (rng.randint(410, 1200), rng.randint(0, 99)), dt=c.d(plus(c.visit, rng.randint(3, 14)), "long"))
            d.t("Medical bills related to this injury should be sent to us with the claim number shown above.\n\n")
        elif k == 1:
            me = doctor(rng)
            paddr = Address(rng, c.cityrec, country, biz=True)
            d.f("An independent medical examination has been scheduled with {dr} on {dt} at {t} at {pa}. ", dr=me.drn("fl"),
                dt=c.d(plus(c.visit, rng.randint(10, 30)), "wd"), t=c.time(), pa=paddr.parts(0))
            d.t("Please arrive 15 minutes early and bring photo identification, your glasses, and a list of your medications. "
                "Mileage will be reimbursed. Failure to attend may result in suspension of benefits.\n\n")
        else:
            d.f("We have received the work status report from {dr} dated {dt} releasing you to modified duty. ", dr=c.doc.drn(),
                dt=c.d(plus(c.visit, -rng.randint(2, 9))))
            d.f("{e} has offered transitional work beginning {dt}. Please contact {s} at {ph} to confirm your schedule.\n\n", e=c.E(),
                dt=c.d(plus(c.visit, rng.randint(3, 9)), "wd"), s=c.sup.n("fl"), ph=(c.sup_phone, "PHONE"))
        if rng.random() < 0.6:
            d.f("You can view payments and documents online at {u}. Your user ID is {un}.\n\n", u=(rng.choice(("https://myclaim.example.com", "www.example.org/injuredworker",
                                                                                                            "https://portal.claims.test/login")), "URL"),
                un=(c.pt.username(rng), "USERNAME"))
        d.f("If you have questions, please call me at {ph} or e-mail {em}.\n\nSincerely,\n\n{a}\n{t}\n", ph=(c.adj_phone, "PHONE"), em=(c.adj_email, "EMAIL"),
            a=c.adjuster.n("fl"), t=rng.choice(("Claims Adjuster", "Claims Representative", "Case Manager")))
        if rng.random() < 0.5:
            law = Person(rng, "FAMILY")
            d.f("\ncc: {e}\n    {l}, {f}\n", e=c.E(), l=law.n("fl"), f=(rng.choice(LAWFIRMS), "ORGANIZATION"))
    else:
        d.f("{fi}\nFAX TRANSMITTAL\n\nTo: {dr}    Fax: {fx}\nFrom: {n}    Phone: {ph}\nDate: {dt}\nRe: {pt} (DOB {dob}) - Claim {cl}\n\n",
            fi=(firm, "ORGANIZATION"), dr=c.doc.drn("fl"), fx=(c.clinic_fax, "FAX"), n=ncm.sig("fl"), ph=(phone(rng, c.area, ext=True), "PHONE"),
            dt=c.d(c.visit), pt=c.pt.n(rng.choice(("fl", "LF"))), dob=c.d(c.dob), cl=(c.claim, "IDNUM"))
        d.f("Dear Dr. {l},\n\nI am the nurse case manager assigned to your patient, {t}{n}, by {ins}. ", l=(c.doc.last, "DOCTOR"), t=c.pt.title(),
            n=(c.pt.last, "PATIENT"), ins=(c.insurer, "ORGANIZATION"))
        d.t("To help plan the return to work, please answer the questions below and fax back to the number above.\n\n")
        qs = ("Is the current condition causally related to the work injury of ", "Has the patient reached maximum medical improvement?",
              "Can the patient perform the attached modified job description (lift 20 lb, stand 6 h)?", "Anticipated date of full duty release:",
              "Is a referral for FCE appropriate?")
        for i, q in enumerate(rng.sample(qs, rng.randint(3, 5))):
            if q.endswith("of "):
                d.f("{i}. {q}{doi}?   [ ] Yes  [ ] No\n", i=str(i + 1), q=q, doi=c.d(c.doi))
            elif q.endswith(":"):
                d.f("{i}. {q} ____________\n", i=str(i + 1), q=q)
            else:
                d.f("{i}. {q}   [ ] Yes  [ ] No\n", i=str(i + 1), q=q)
        d.f("\nPhysician signature: __________________   Date: ________\n\nThank you,\n{n}\n{em}\n", n=ncm.n("fl"), em=(ncm_email, "EMAIL"))
        if rng.random() < 0.4:
            d.f("Employer contact for job description: {h}, {he}\n", h=c.hr.n("fl"), he=(c.hr_email, "EMAIL"))
    return c


PROT_MAP = {"lbp": ("Back Pain - Adult", "ice 20 min every 2 h, gentle movement, OTC ibuprofen per label"),
            "shoulder": ("Shoulder Pain", "sling for comfort, ice, avoid overhead use"), "lac": ("Laceration - Adult", "clean with soap and water, apply pressure, bandage"),
            "knee": ("Knee Injury", "ice, elevate, limit weight bearing"), "ankle": ("Ankle Injury", "ice, elevate, compression wrap"),
            "eye": ("Eye Injury - Foreign Body", "do not rub, irrigate 15 min at eyewash station"), "cts": ("Hand/Wrist Pain - Gradual Onset", "rest from repetitive tasks, wrist splint if available"),
            "crush": ("Finger Injury", "ice, elevate hand, remove rings"), "burn": ("Burns - Thermal", "cool running water 20 min, no ice, cover loosely"),
            "head": ("Head Injury - Adult", "observe for red flags, no driving"), "elbow": ("Elbow Pain", "ice, avoid gripping tasks"),
            "neck": ("Neck Pain - Post MVC", "ice/heat, gentle ROM"), "heat": ("Heat Exposure", "rest in a cool area, sip water, loosen clothing"),
            "wrist_fx": ("Hand/Wrist Injury", "immobilize with padded splint, ice, elevate")}
PROTOCOLS = ("Back Pain - Adult", "Laceration - Adult", "Eye Injury - Chemical", "Hand/Wrist Injury", "Knee Injury", "Ankle Injury",
             "Head Injury - Adult", "Shoulder Pain", "Heat Exposure", "Finger Injury", "Burns - Thermal")
DISPOS = ("Self-care / first aid at worksite", "See HCP within 24 hours", "See HCP within 4 hours", "Go to ED now", "Call 911")


def triage(rng, d, country):
    c = Case(rng, country)
    inj = injury(rng, c.industry)
    rn = Person(rng, "DOCTOR", cred=rng.choice(("RN", "RN", "RN, BSN")))
    un = rn.username(rng)
    sup_email = c.sup.email(rng, rng.choice(("example.com", "corp.test", "example.net")))
    callt = c.doi
    v = rng.randrange(2)
    t_occ = c.clock()
    t_call = c.later(8, 90)
    t_aud = c.later(12, 40)
    if v == 0:
        d.t(rng.choice(("24/7 WORK INJURY NURSE TRIAGE - CALL REPORT\n", "Injury Hotline Call Summary\n", "NURSE TRIAGE REPORT (EARLY INTERVENTION)\n")))
        d.f("Incident #: {i}    Call received: {dt} {t}    Duration: {du}\n", du="00:%02d:%02d" % (rng.randint(6, 28), rng.randint(0, 59)),
            i=(rng.choice(("INC-", "TR", "")) + digits(rng, 7), "IDNUM"), dt=c.d(callt), t=t_call)
        d.f("Client: {e}\nWork location: {ad}\n", e=c.E(), ad=c.emp_addr.parts(0))
        d.f("Caller: {s} ({rel}), callback {ph}\n\n", s=c.sup.n("fl"), rel=rng.choice(("supervisor", "lead", "safety coordinator", "shift manager")), ph=(c.sup_phone, "PHONE"))
        d.f("INJURED EMPLOYEE\nName: {n}\nDOB: {dob}    Age: {a}    Sex: {s}\nEmployee ID: {id}\nJob title: {j}\nHome phone: {ph}\nPreferred language: {l}\n\n",
            n=c.pt.n(rng.choice(("fl", "LF"))), dob=c.d(c.dob), a=c.agev("n"), s=c.sexw(True), id=(c.empid, "IDNUM"), j=(c.job, "PROFESSION"),
            ph=(c.pt_phone, "PHONE"), l=rng.choice(("English", "English", "Spanish", "French", "Punjabi", "Tagalog")))
        d.f("INCIDENT\nOccurred {dt} at approx {t}. Employee {m}. Body part: {bp}.\n", dt=c.d(callt, rng.choice(("md", c.ds))), t=t_occ, m=inj["mech"], bp=inj["part_s"])
        if drives(c, inj):
            d.f("Vehicle: {vb}\n", vb=vehicle_bits(c))
        if rng.random() < 0.5:
            d.f("Time of injury verified against biometric timeclock punch (ID {b}).\n", b=("TC-" + digits(rng, 6), "BIOID"))
        prot, adv = PROT_MAP.get(inj["key"], ("Injury - General", "cold pack, rest, OTC analgesic per label"))
        d.t("\nTRIAGE\nProtocol: %s\n" % prot)
        d.t("Positive findings: %s. Negatives: no LOC, no deformity, no numbness, bleeding controlled.\n" % rng.choice((
            "pain %d/10" % rng.randint(2, 8), "swelling", "difficulty bearing weight", "small cut, edges close")))
        dis = rng.choice(DISPOS)
        d.t("Disposition: %s\n" % dis)
        d.t("Care advice: " + adv + ".\n")
        if "HCP" in dis:
            d.f("Referred to: {cl}, {ad}, {ph}\n", cl=(c.clinic, "HOSPITAL"), ad=c.clinic_addr.parts(0), ph=(c.clinic_phone, "PHONE"))
        elif "ED" in dis:
            d.f("Directed to: {h} Emergency Department\n", h=(c.hospital, "HOSPITAL"))
        d.t("Employee agrees with plan: Yes\n\n")
        d.f("Notifications: e-mail to {se}; {h} ({he}); carrier {ins} FNOL submitted.\n", se=(sup_email, "EMAIL"), h=c.hr.n("fi"), he=(c.hr_email, "EMAIL"),
            ins=(c.insurer, "ORGANIZATION"))
        d.f("Triage nurse: {n} (user {u})\n", n=rn.sig("fl"), u=(un, "USERNAME"))
        if rng.random() < 0.6:
            d.f("Audit: record created {dt} {t} from workstation {ip}; recording ID {r}\n", dt=c.d(callt, "iso"), t=t_aud, ip=(c.ip(), "IPADDR"),
                r=("REC-" + digits(rng, 9), "IDNUM"))
        if rng.random() < 0.3:
            d.f("Follow-up call scheduled {dt} - {u}\n", dt=c.d(plus(callt, 1), rng.choice(("wds", "md", c.ds))), u=(un, "USERNAME"))
    else:
        d.t("TELEPHONE ENCOUNTER - Occ Health\n")
        d.f("{dt} {t}  Caller: {s} from {e}  ({ph})\n", dt=c.d(callt, rng.choice(("us", "iso", c.ds))), t=t_call, s=c.sup.n(rng.choice(("fl", "last"))), e=c.E(),
            ph=(c.sup_phone, "PHONE"))
        d.f("Re: {n}, {a}{s}, {j}\n", n=c.pt.n(rng.choice(("fl", "LF", "init"))), a=c.agev("n"), s=c.sexw(True), j=(c.job, "PROFESSION"))
        d.t(rng.choice(("Caller reports ", "Supervisor states ", "Per caller, ")) + "employee " + inj["mech"] + ". ")
        d.t(rng.choice(("Ambulatory. ", "Bleeding controlled with pressure. ", "Denies LOC. ", "Pain moderate. ")))
        if rng.random() < 0.25:
            d.put(holiday_phrase(c))
        d.f("Advised to come in today; appt made with {p} at {t}. ", p=rng.choice((c.mid, c.doc)).drn() if rng.random() < 0.5 else c.mid.n("fl"), t=t_aud)
        d.f("Employee's cell {ph} - spoke with pt directly, agrees.\n", ph=(c.pt_phone, "PHONE"))
        if rng.random() < 0.5:
            d.f("Claim not yet opened; carrier {ins}, policy {po}.\n", ins=(c.insurer, "ORGANIZATION"), po=(c.policy, "HEALTHPLAN"))
        d.f("-- {n}, {cr} ({u})\n", n=rn.n(rng.choice(("fl", "fi"))), cr=rn.cred, u=(un, "USERNAME"))
        if rng.random() < 0.5:
            d.f("Addendum {dt}: pt did not arrive; left VM at {ph}. -{i}\n", dt=c.d(callt, rng.choice(("md", "us_s"))), ph=(c.pt_phone, "PHONE"), i=rn.n("INI"))
    return c
