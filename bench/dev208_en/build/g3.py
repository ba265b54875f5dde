"""Genres: skilled nursing facility referral packet; guardianship / capacity documentation."""
import core as C
import common as K
import pools as P

WOUNDS = [
    "Stage 3 pressure injury sacrum 4.2 x 3.1 x 0.8 cm, moderate serosanguinous drainage",
    "Unstageable PI R heel, 2.5 x 2 cm, 100% eschar - offloading boots",
    "Surgical incision L hip, staples intact, well approximated",
    "R BKA stump, incision CDI, shrinker ordered",
    "Skin intact; Braden 15",
    "Venous stasis ulcers bilat LE, Unna boots changed q3d",
]


def snf_referral(c, n, r):
    pt = c.pt
    li = c.liaison
    n.t(r.choice(["FAX COVER SHEET\n", "*** CONFIDENTIAL FAX ***\n", "Referral Packet - Cover\n"]))
    n.f("To: {snf} - Admissions  Attn: {li}\n", snf=(c.snf, "HOSPITAL"), li=li.full())
    n.f("Fax: {fx}   Phone: {ph}\n", fx=(C.fmt_phone(r, c.area, "01" + C.digits(r, 2)), "FAX"),
        ph=(C.fmt_phone(r, c.area, "01" + C.digits(r, 2)), "PHONE"))
    n.f("From: {cm}, {H} Case Management   Phone {ph}   Fax {fx}\n", cm=[c.cm.full(), ", " + c.cm.cred],
        H=c.H(True), ph=c.staff_phone(c.cm), fx=c.fax())
    n.f("Date: {d}   Pages (incl. cover): {pg}\n", d=c.rd(c.los - 3, c.los, style="mdy"), pg=r.randint(12, 61))
    n.t("This facsimile contains PHI protected under HIPAA. If received in error, call the sender and destroy.\n\n")
    n.t("SKILLED NURSING FACILITY REFERRAL\n\n1. FACE SHEET\n")
    n.f("Name: {nm}   Preferred name: {nk}\n", nm=pt.caps(), nk=pt.nk())
    n.f("DOB: {dob}   Age: {age}   Sex: {sx}   SSN: {ssn}\n", dob=c.d(c.dob, "mdy"), age=c.age_v(),
        sx=pt.sex, ssn=(c.ssn, "SSN"))
    n.f("Address: {addr}\nHome phone: {ph}\n", addr=c.addr(), ph=c.phone("home"))
    n.f("Language: {lang}   Marital: {mar}{born}\n", lang=c.language,
        mar=r.choice(["Widowed", "Married", "Divorced", "Single", "Separated"]),
        born=["   Birthplace: ", c.ctry()] if c.country else "")
    n.f("MRN: {mrn}   Acct: {acct}\n", mrn=(c.mrn, "MRN"), acct=(c.acct, "ACCOUNT"))
    if r.random() < 0.35:
        n.f("Identity verified at registration by palm-vein scan, PatientSecure ID {b}.\n", b=(C.bioid(r, "pv"), "BIOID"))
    n.t("\nINSURANCE\n")
    n.f("Primary: {ins}  ID {mid}  Grp {grp}  Payer phone {ph}\n", ins=(c.insurer, "ORGANIZATION"),
        mid=(c.member, "HEALTHPLAN"), grp=(c.group, "HEALTHPLAN"), ph=(C.fmt_phone(r, "800", "01" + C.digits(r, 2)), "PHONE"))
    if r.random() < 0.6:
        sec, sid = r.choice([("Medicaid", c.mcaid), ("Medicare Part A/B", c.mbi), ("Medigap Plan G", C.member_id(r))])
        n.f("Secondary: {sec}  ID {sid}\n", sec=sec, sid=(sid, "HEALTHPLAN"))
    n.t("\nEMERGENCY CONTACTS\n")
    for i, f in enumerate(c.fam[:3]):
        n.f("{i}) {nm}  {rel}  {ph}{em}\n", i=str(i + 1), nm=f.lf(), rel=f.rel, ph=c.fam_phone(f),
            em=["  ", f.email] if r.random() < 0.4 else "")
    n.f("Decision maker: {dm}\n", dm=r.choice([["self"], ["HCPOA - ", c.fam[0].full()], ["court-appointed guardian ",
                                                                                        (r.choice(["Jolene Harper", "Marcus Tate", "Ruth Ellison"]), "FAMILY")]]))
    n.f("PCP: {pcp}, {cl}, ph {ph}\n\n", pcp=[c.pcp.full(), " " + c.pcp.cred], cl=(c.clinic, "HOSPITAL"),
        ph=c.any_phone())
    n.t("2. CLINICAL SUMMARY\n")
    n.f("Admitted {adm} ({H}) with {dx}. Attending: {att}. Anticipated DC {dc}.\n",
        adm=c.d(c.admit, "mdy"), H=c.H(), dx=c.dx, att=[c.att.full(), ", " + c.att.cred], dc=c.d(c.dc, "mdy"))
    n.f("Code status: {code}. Allergies: {al}. Isolation: {iso}.\n",
        code=r.choice(["Full Code", "DNR/DNI", "DNR"]), al=r.choice(["NKDA", "PCN (rash)", "sulfa, codeine", "latex"]),
        iso=r.choice(["none", "contact - MRSA nares +", "contact - C. diff (completed tx)", "none; COVID PCR neg"]))
    n.t("Diet: " + r.choice(["Cardiac 2 g Na, 1.5 L fluid restriction", "Dysphagia 2 / nectar-thick", "CCHO",
                              "Regular", "Renal, 2 g K"]) + ". Last BM: " + r.choice(["today", "yesterday", "2 days ago"]) + ".\n")
    n.t("Vitals: " + K.vitals(r) + "\nLabs: " + K.labs(r) + "\n")
    n.t("Skin: " + r.choice(WOUNDS) + ".\n")
    if r.random() < 0.5:
        n.f("NPWT: {model} serial {sn} - hospital-owned, must be swapped for facility unit on arrival.\n",
            model=r.choice(["3M V.A.C. Ulta", "KCI ActiV.A.C.", "Smith+Nephew RENASYS TOUCH"]), sn=(C.device_sn(r), "DEVICE"))
    if r.random() < 0.3:
        n.f("Implanted device: {mod}, SN {sn} (card in chart).\n", mod=r.choice(["Medtronic Azure XT DR pacemaker",
                                                                                "Boston Scientific ICD", "HeartMate 3 LVAD"]),
            sn=(C.device_sn(r), "DEVICE"))
    K.meds_block(c, n, r)
    n.t("Last doses given: see MAR (attached). IV access: " + r.choice(["PICC R basilic, 43 cm", "PIV x2 - remove at DC",
                                                                       "midline L arm", "none"]) + ".\n\n")
    n.t("3. SCREENING\n")
    n.f("PASRR Level I completed {d}, confirmation #{cf} - {res}.\n", d=c.rd(c.los - 4, c.los, style="mdy"),
        cf=(C.digits(r, 9), "IDNUM"), res=r.choice(["no Level II required", "Level II referred (SMI)", "30-day exempted hospital discharge"]))
    n.f("TB: QuantiFERON negative {d}. COVID-19 PCR negative {d2}. Influenza vaccine {fl}.\n",
        d=c.rd(0, c.los, style="md_y_nopad"), d2=c.rd(c.los - 2, c.los, style="md_y_nopad"),
        fl=r.choice(["given this season", "declined", "given this admission"]))
    n.t(K.function_line(r) + "\n")
    n.t("Behaviors: " + r.choice(["none", "sundowning, redirectable", "exit-seeking x1 on 3rd night", "refuses care at times"]) +
        ". " + K.scores(r) + ".\n\n")
    n.t("4. REQUEST\n")
    n.f("Requested admission date: {d}. Transport: {tr}. Auth {st}.\n", d=c.d(c.dc, r.choice(["wd_long", "mdy", "abbr"])),
        tr=(c.transport, "ORGANIZATION"), st=r.choice([["approved #", (C.auth_no(r), "IDNUM")], "pending with payer",
                                                       "not required (Traditional Medicare, 3MN met)"]))
    n.f("Please call {cm} with bed offer: {ph} or e-mail {em}.\n", cm=c.cm.fn(), ph=c.staff_phone(c.cm),
        em=c.staff_email(c.cm))
    if r.random() < 0.5:
        n.f("Sent via CarePort referral #{ref} by {u}.\n", ref=(C.digits(r, 8), "IDNUM"), u=c.cm.uname())


def _judge(r):
    return r.choice(["Hon. ", "Judge "]), (r.choice(["Patricia Oduya", "Leonard Haskins", "Miriam Castillo",
                                                     "Gregory Whitlow", "Denise Abara", "Samuel Ferrante"]), "FAMILY")


def guardianship(c, n, r):
    pt = c.pt
    psych = c.hosp2
    K.header(c, n, r, r.choice(["Decision-Making Capacity Evaluation", "Capacity Assessment & Guardianship Documentation",
                                "Guardianship Petition - SW Documentation", "Psychiatry C-L: Capacity Consult"]))
    n.f("Requested by: {att}   Evaluator: {ps}\n", att=c.att.dr(), ps=[psych.full(), ", " + psych.cred + " (Psychiatry C-L)"])
    ev = C.add_days(c.admit, r.randint(1, max(1, c.los - 1)))
    n.f("Date of evaluation: {d}\n\n", d=c.d(ev, r.choice(["wd_long", "mdy", "long"])))
    n.t("DECISION IN QUESTION: " + r.choice([
        "Discharge disposition - return home alone vs. long-term care placement.",
        "Consent for R BKA recommended by vascular surgery.",
        "Refusal of hemodialysis.", "Ability to manage finances and appoint an agent.",
        "Leaving against medical advice."]) + "\n\n")
    n.t("FINDINGS:\n")
    n.f("{nm}, a {ap}, was interviewed at bedside in room {rm}{interp}. {sc}; {sc2}. ", nm=pt.mr(),
        ap=c.age_phrase(), rm=(c.room, "LOCATION_OTHER"),
        interp=[" with ", c.language, " interpreter (ID ", (C.digits(r, 5), "IDNUM"), ")"] if c.country else "",
        sc=K.scores(r), sc2=r.choice(["MoCA %d/30" % r.randint(8, 22), "SLUMS %d/30" % r.randint(6, 20)]))
    n.f("Pt believes it is {yr} and that {he} lives with {hisr} {rel} {nm2} (who died in {yr2} per family). "
        "Unable to describe the risks of returning home or paraphrase alternatives. Appelbaum criteria: "
        "choice {ch}; understanding impaired; appreciation impaired; reasoning impaired.\n\n",
        yr=c.year(c.admit.year - r.randint(5, 30)), he=pt.he(), hisr=pt.his(), rel=r.choice(["husband", "wife", "mother", "brother"]),
        nm2=(r.choice(["Walter", "Irene", "Louise", "Arthur", "Mae", "Otto"]), "FAMILY"), yr2=c.year(c.admit.year - r.randint(2, 12)),
        ch=r.choice(["expressed consistently", "fluctuates"]))
    n.t("OPINION: ")
    n.f("{nm} lacks capacity for this specific decision at this time. Etiology: {et}. Reassess in {x}.\n\n",
        nm=pt.mr(), et=r.choice(["major neurocognitive disorder, likely Alzheimer type", "delirium superimposed on dementia",
                                  "vascular dementia", "Wernicke-Korsakoff syndrome", "TBI"]),
        x=r.choice(["48-72h", "1 week", "2 weeks or on improvement of delirium"]))
    n.t("SURROGATE SEARCH (SW):\n")
    n.f("No HCPOA or guardian on file. Kin identified: {a}; {b}.\n", a=c.famrel(c.fam[0]), b=c.famrel(c.fam[1]))
    n.f("{f0} reached {d} at {ph}: {says}\n", f0=c.fam[0].fn(), d=c.rd(0, c.los, style="md"), ph=c.fam_phone(c.fam[0]),
        says=r.choice(["declines to serve as decision maker; lives out of state.", "willing to petition for guardianship.",
                       "disputes the plan; states pt 'has always managed fine.'", ["no longer in contact with pt since ", c.year(c.admit.year - r.randint(3, 15)), "."]]))
    n.f("{f1}: {st}\n\n", f1=c.fam[1].full(), st=r.choice(["no answer x3 attempts; VM left.", "number disconnected.",
                                                          "agrees with placement.", "currently incarcerated per sister."]))
    n.t("PETITION:\n")
    j_title, j_name = _judge(r)
    hear = C.add_days(c.admit, c.los + r.randint(2, 20))
    cty = r.choice([(c.county, "CITY"), (c.city, "CITY")])
    n.f("Petition for {typ} filed {d} in the {cty} Probate Court, case no. {cn}. Hearing set {h} at 9:00 AM, "
        "Courtroom {crt}, before {jt}{jn}.\n", typ=r.choice(["emergency temporary guardianship", "guardianship of the person",
                                                             "guardianship of person and estate", "limited guardianship"]),
        d=c.d(C.add_days(ev, r.randint(0, 3)), "mdy"), cty=cty, cn=(C.case_no(r, r.choice(["GU", "PR", "GDN"])), "IDNUM"),
        h=c.d(hear, r.choice(["wd_long", "long", "mdy"])), crt=(r.choice(["3B", "204", "5A", "112"]), "LOCATION_OTHER"),
        jt=j_title, jn=j_name)
    ga = r.choice(["Colleen Brandt, Esq.", "Omar Siddiqui, Esq.", "Teresa Maldonado, Esq.", "Philip Yardley, Esq."])
    n.f("Guardian ad litem appointed: {ga}, Esq. ({ph}).\n", ga=(ga.replace(", Esq.", ""), "FAMILY"), ph=c.any_phone())
    k = r.randrange(2)
    if k == 0:
        g = c.fam[0]
        n.f("Proposed guardian: {rel} {nm}, DOB {dob}, {addr_c}, {st}. Background check: Live Scan fingerprint "
            "ID {bio}; driver's license {dl} verified by SW.\n", rel=g.rel, nm=g.full(),
            dob=c.d(C.add_days(c.admit, -(g.age * 365 + r.randint(10, 350))), "mdy"), addr_c=(g.city, "CITY"), st=(g.st, "STATE"),
            bio=(C.bioid(r, "fp"), "BIOID"), dl=(C.drivers_license(r, g.st), "LICENSE"))
    else:
        org = r.choice(["Guardianship Services of the Valley", "Lighthouse Professional Fiduciaries",
                        "Public Guardian's Office", "Senior Advocates Guardianship Program"])
        n.f("Proposed guardian: {org}, case officer {co} ({em}); certified guardian no. {lic}. Fingerprint "
            "clearance ID {bio} on file.\n", org=(org, "ORGANIZATION") if "Public" not in org else org,
            co=(r.choice(["Wendy Albrecht", "Jamal Fordham", "Ines Quiroga", "Daryl Pickett"]), "FAMILY"),
            em=(r.choice(["casework", "intake", "guardian.team"]) + "@" + r.choice(["example.org", "example.com"]), "EMAIL"),
            lic=(C.state_license(r, "CG"), "LICENSE"), bio=(C.bioid(r, "fp"), "BIOID"))
    n.f("Physician certificate (Form {frm}) signed by {ps} on {d}; hospital counsel {hc} reviewed.\n",
        frm=r.choice(["PC-1", "GC-12", "MC 304"]), ps=psych.dr(), d=c.d(C.add_days(ev, r.randint(0, 2)), "mdy2"),
        hc=(r.choice(["Laura Whitcomb", "Nathaniel Osei", "Brenda Kilgore"]), "DOCTOR"))
    if r.random() < 0.5:
        n.f("Letters of guardianship issued {d}; copy scanned (doc ID {doc}).\n", d=c.d(C.add_days(hear, r.randint(0, 6)), "long"),
            doc=(C.digits(r, 8), "IDNUM"))
    n.t("\nPLAN: ")
    n.f("LTC Medicaid application to be filed by guardian; {snf} has provisional bed pending letters. SW {sw} to "
        "update {att} and the team daily.\n", snf=(c.snf, "HOSPITAL"), sw=c.sw.fn(), att=c.att.dr())
    K.signature(c, n, r, r.choice([c.sw, psych]), "Social Work / Psychiatry C-L", date=C.add_days(ev, r.randint(0, 2)))
    if r.random() < 0.4:
        K.audit(c, n, r, c.sw)
