"""Genres: utilisation review / prior authorisation note; insurance appeal letter."""
import core as C
import common as K
import pools as P

CRITERIA = [
    "InterQual 2023 Acute Adult, Heart Failure subset, Day 1 episode-specific criteria",
    "MCG 27th ed. ORG M-130 (Pneumonia) inpatient criteria",
    "InterQual Acute Adult - General Surgical, Day 2 responder",
    "MCG ISC Sepsis and Other Febrile Illness, w/o Focal Infection",
    "InterQual LOC: Acute Rehabilitation, Stroke subset",
    "MCG Skilled Nursing Facility guideline (GRG)",
    "Two-Midnight Rule (CMS-1599-F) physician expectation documented",
]


def _payer_contact(c, n, r):
    pn = c.payer_md
    k = r.randrange(3)
    rev_first = r.choice(["Angela", "Brent", "Keisha", "Marco", "Renee", "Tyrone", "Holly", "Sunil"])
    rev_last = r.choice(["Lindgren", "Obi", "Castaneda", "Fraser", "Mueller", "Dube", "Kowal", "Ashworth"])
    if k == 0:
        n.f("Payer UM nurse: {nm}, RN - ph {ph}, fax {fx}\n", nm=(rev_first + " " + rev_last, "DOCTOR"),
            ph=(C.fmt_phone(r, "800", "01" + C.digits(r, 2), ext=C.digits(r, 4)), "PHONE"),
            fx=(C.fmt_phone(r, "888", "01" + C.digits(r, 2)), "FAX"))
    elif k == 1:
        n.f("Spoke with {nm} at {ins} UM ({ph}); clinicals faxed to {fx}.\n", nm=(rev_first, "DOCTOR"),
            ins=(c.insurer, "ORGANIZATION"), ph=(C.fmt_phone(r, "866", "01" + C.digits(r, 2)), "PHONE"),
            fx=(C.fmt_phone(r, "877", "01" + C.digits(r, 2)), "FAX"))
    else:
        n.f("Reviewer: {nm} RN CCM, {ins} Utilization Mgmt; direct line {ph}; e-mail {em}\n",
            nm=(rev_last + ", " + rev_first, "DOCTOR"), ins=(c.insurer, "ORGANIZATION"),
            ph=(C.fmt_phone(r, "844", "01" + C.digits(r, 2)), "PHONE"),
            em=((rev_first[0] + rev_last).lower() + "@um." + r.choice(["example.com", "example.net"]), "EMAIL"))


def ur_review(c, n, r):
    pt = c.pt
    kind = r.choice(["Initial", "Concurrent", "Concurrent", "Retrospective", "Post-acute Prior Auth"])
    K.header(c, n, r, "Utilization Review - " + kind)
    n.f("Review date: {d}    UR RN: {ur}\n", d=c.rd(0, c.los, style=r.choice(["mdy", "iso", "abbr"])), ur=c.ur.sig())
    n.f("Payer: {ins} | Member ID {mid} | Group {grp}\n", ins=(c.insurer, "ORGANIZATION"),
        mid=(c.member, "HEALTHPLAN"), grp=(c.group, "HEALTHPLAN"))
    if c.age >= 65 and r.random() < 0.5:
        n.f("Secondary: Medicare Part A/B, MBI {m}\n", m=(c.mbi, "HEALTHPLAN"))
    _payer_contact(c, n, r)
    n.t("\nLEVEL OF CARE REQUESTED: " + r.choice(["Inpatient acute", "Observation", "IP - ICU",
                                                  "SNF (post-acute)", "Acute rehab (IRF)", "LTACH"]) + "\n")
    n.t("Criteria applied: " + r.choice(CRITERIA) + " - " + r.choice(["MET", "NOT MET", "met with secondary review"]) + "\n\n")
    n.t("CLINICAL SUMMARY:\n")
    n.f("{ap} admitted {d} via ED with {dx}. {v}.\n", ap=c.age_phrase(), d=c.d(c.admit), dx=c.dx, v=K.vitals(r))
    n.t("Labs: " + K.labs(r) + ".\n")
    n.t("IV/ongoing tx: " + "; ".join(r.sample(["IV furosemide 80 mg BID", "vancomycin + cefepime", "heparin gtt",
                                                "insulin gtt", "q2h neuro checks", "NS @ 125 mL/h", "BiPAP nightly",
                                                "IV ertapenem", "telemetry", "IV pantoprazole 40 mg BID"], 3)) + ".\n")
    n.t(K.function_line(r) + "\n\n")
    # submission / portal
    k = r.randrange(3)
    if k == 0:
        n.f("Clinicals submitted via payer portal {url} at {tm} by {u} (session IP {ip}). Confirmation {ref}.\n",
            url=(r.choice(["https://provider.example.com/um/submit", "www.example.net/providerportal",
                           "https://auth.example.org/requests/new"]), "URL"), tm=K.sign_time(r), u=c.ur.uname(),
            ip=(C.ipaddr(r), "IPADDR"), ref=(C.auth_no(r), "IDNUM"))
    elif k == 1:
        n.f("Clinicals faxed to {fx} ({pg} pages) on {d}; fax confirmation on file.\n",
            fx=(C.fmt_phone(r, r.choice(["800", "888", "877"]), "01" + C.digits(r, 2)), "FAX"),
            pg=r.randint(6, 42), d=c.rd(0, c.los, style="mdy"))
    else:
        n.f("Clinicals uploaded to {url} (user {u}); reference {ref}.\n",
            url=(r.choice(["https://portal.example.com", "https://um.example.net/login"]), "URL"), u=c.ur.uname(),
            ref=(C.auth_no(r), "IDNUM"))
    n.t("\nDETERMINATION: ")
    k = r.randrange(3)
    if k == 0:
        n.f("Approved. Auth #{au}, {days} days ({d1} - {d2}). Next review {d3}.\n", au=(C.auth_no(r), "IDNUM"),
            days=r.randint(2, 7), d1=c.d(c.admit, "md"), d2=c.rd(2, 6, style="md"), d3=c.rd(3, 7, style="wd_short"))
    elif k == 1:
        n.f("Denied for inpatient; payer offering observation. Case ref {ref}. Peer-to-peer offered until "
            "{d} 5pm ET.\n", ref=(C.auth_no(r), "IDNUM"), d=c.rd(1, 3, style="long"))
        n.f("P2P: {att} spoke with payer medical director {md} on {d} at {tm} ({ph}). {out}\n",
            att=c.att.dr(), md=[c.payer_md.dr() if r.random() < 0.6 else [c.payer_md.full(), ", " + c.payer_md.cred]],
            d=c.rd(1, 3, style="mdy"), tm=K.sign_time(r), ph=(C.fmt_phone(r, "800", "01" + C.digits(r, 2), ext=C.digits(r, 3)), "PHONE"),
            out=r.choice(["Denial overturned; inpatient approved x3 days.", "Denial upheld - CM to notify pt of appeal rights.",
                          "Partially approved (day 1 observation, days 2-4 inpatient)."]))
    else:
        n.f("Pended for MD review. Pend #{ref}; expected turnaround 72h (expedited). {att} aware; physician advisor "
            "{pa} completed secondary review {d}: {res}.\n", ref=(C.auth_no(r), "IDNUM"), att=c.att.dr(),
            pa=c.hosp2.dr(), d=c.rd(0, c.los, style="mdy2"), res=r.choice(["supports inpatient", "recommend observation", "supports continued stay"]))
    if "Post-acute" in kind or r.random() < 0.3:
        n.f("Post-acute auth: SNF {snf} (NPI {npi}) requested {d}; {ins} approved {days} days, auth {au}; "
            "LCD {d2}.\n", snf=(c.snf, "HOSPITAL"), npi=(C.npi(r), "LICENSE"), d=c.rd(c.los - 3, c.los, style="mdy"),
            ins=(c.insurer, "ORGANIZATION"), days=r.choice([5, 7, 10, 14]), au=(C.auth_no(r), "IDNUM"),
            d2=c.rd(c.los + 7, c.los + 15, style="mdy"))
    n.f("Patient/rep notified: {who}.\n", who=r.choice([c.pt.mr(), c.famrel(c.fam[0])]))
    n.f("Encounter {acct}; attending NPI {npi}.\n", acct=(c.acct, "ACCOUNT"), npi=(C.npi(r), "LICENSE"))
    K.signature(c, n, r, c.ur, "Utilization Management")
    if r.random() < 0.5:
        K.audit(c, n, r, c.ur)


POBOX_CITIES = [("Harrisburg", "PA", "171"), ("Omaha", "NE", "681"), ("Columbus", "OH", "432"),
                ("Louisville", "KY", "402"), ("Jacksonville", "FL", "322"), ("Phoenix", "AZ", "850"),
                ("Kansas City", "MO", "641"), ("Minneapolis", "MN", "554")]

JUSTIFY = [
    "The patient required IV diuretic therapy with twice-daily BMP monitoring for worsening renal function and "
    "could not safely be managed at an observation level of care.",
    "Serial lactate values remained above 2.0 mmol/L after 30 mL/kg crystalloid and the patient required "
    "vasopressor support in the first 24 hours, meeting Sepsis-3 criteria.",
    "Skilled therapy needs (PT/OT 5x/week) and daily skilled nursing for wound vac management could not be provided "
    "at a lower level of care; home health was explored but the patient has no caregiver.",
    "The attending physician documented a reasonable expectation of a stay spanning two midnights, consistent with "
    "42 CFR 412.3(d)(1).",
    "Per the plan's own Medicare Advantage obligations (42 CFR 422.101(b)), coverage criteria may not be more "
    "restrictive than Traditional Medicare.",
    "The patient's functional status (AM-PAC mobility 11/24, max assist transfers) and new tracheostomy needs "
    "required an LTACH level of care.",
]


def appeal_letter(c, n, r):
    pt = c.pt
    hz = r.choice(P.CITIES)
    n.f("{H}\n", H=c.H())
    n.f("{dep}\n{st}\n{city}, {stt} {z}\n", dep=r.choice(["Utilization Management / Denials Prevention",
                                                          "Office of the Physician Advisor", "Revenue Integrity - Appeals Unit",
                                                          "Case Management Department"]),
        st=(c.hosp_street, "STREET"), city=(c.city, "CITY"), stt=(c.st, "STATE"), z=(c.zip, "ZIP"))
    n.f("Tel {ph}  Fax {fx}\n\n", ph=c.phone("cm"), fx=c.fax())
    den = C.add_days(c.dc, r.randint(3, 25))
    n.f("{d}\n\n", d=c.d(C.add_days(den, r.randint(4, 45)), r.choice(["long", "long", "mdy", "abbr"])))
    pc, pst, pz = r.choice(POBOX_CITIES)
    n.f("{ins}\nAttn: {attn}\n{box}\n{city}, {st} {z}\n", ins=(c.insurer, "ORGANIZATION"),
        attn=r.choice(["Appeals and Grievances Department", "Provider Appeals", "Medical Director, Clinical Appeals"]),
        box=("P.O. Box " + str(r.randint(1000, 98999)), "STREET") if r.random() < 0.7 else
        (str(r.randint(100, 9000)) + " " + r.choice(P.STREET_NAMES) + " Parkway", "STREET"),
        city=(pc, "CITY"), st=(pst, "STATE"), z=(pz + C.digits(r, 2) + (("-" + C.digits(r, 4)) if r.random() < 0.4 else ""), "ZIP"))
    if r.random() < 0.4:
        n.f("Sent via fax to {fx} and portal {url}\n", fx=(C.fmt_phone(r, "888", "01" + C.digits(r, 2)), "FAX"),
            url=(r.choice(["https://appeals.example.com", "www.example.org/provider-appeals",
                           "https://www.example.net/claims/appeal"]), "URL"))
    n.t("\n")
    lvl = r.choice(["Level 1 Provider Appeal", "Expedited Appeal", "Request for Reconsideration",
                    "Second-Level Appeal", "Formal Written Appeal - Medical Necessity Denial"])
    n.f("RE: {lvl}\n", lvl=lvl)
    rows = [
        ("Patient", [pt.full() if r.random() < 0.6 else pt.caps2()]),
        ("Date of Birth", [c.d(c.dob, "mdy")]),
        ("Member ID", [(c.member, "HEALTHPLAN")]),
        ("Claim Number", [(C.claim_no(r), "ACCOUNT")]),
        ("Authorization/Reference #", [(C.auth_no(r), "IDNUM")]),
        ("Dates of Service", [c.d(c.admit, "mdy"), " - ", c.d(c.dc, "mdy")]),
        ("Denial Letter Dated", [c.d(den, "mdy")]),
        ("Patient Account", [(c.acct, "ACCOUNT")]),
    ]
    if r.random() < 0.5:
        rows.insert(3, ("Group", [(c.group, "HEALTHPLAN")]))
    for lab, val in rows:
        n.f("{lab}: {v}\n", lab=lab, v=val)
    n.t("\n")
    n.f("Dear {to}:\n\n", to=r.choice([["Dr. ", c.payer_md.ln()], "Medical Director", "Appeals Reviewer",
                                       "Sir or Madam"]))
    n.f("On behalf of our patient, {nm}, and the attending physician, {att}, {H} respectfully requests "
        "{req} of the denial of {what} for the admission of {d1} through {d2}.\n\n",
        nm=pt.mr(), att=[c.att.full(), ", " + c.att.cred], H=c.H(True),
        req=r.choice(["reconsideration", "an expedited review", "a full and fair review", "reversal"]),
        what=r.choice(["inpatient level of care", "the skilled nursing facility stay", "continued stay days 4-7",
                       "the acute inpatient rehabilitation admission"]),
        d1=c.d(c.admit, "long"), d2=c.d(c.dc, "long"))
    n.f("{nm} is a {ap} with a history of {hx} who presented to our Emergency Department on {d} with {dx}. "
        "{v}. {lab}.\n\n", nm=pt.mr(), ap=c.age_phrase(),
        hx=r.choice(["CKD stage 3b, HFrEF (EF 25%), and type 2 diabetes", "COPD on 2L home O2 and atrial fibrillation",
                     "dementia, prior CVA, and dysphagia", "cirrhosis (MELD 21) and recurrent ascites",
                     "ESRD on HD MWF and PVD"]),
        d=c.d(c.admit, "mdy"), dx=c.dx, v="Initial vitals: " + K.vitals(r), lab="Labs: " + K.labs(r))
    for j in r.sample(JUSTIFY, r.randint(2, 3)):
        n.t(j + " ")
    n.t("\n\n")
    n.f("The denial letter of {d} cites \"{why}\". We disagree. {att} documented on hospital day {hd} that "
        "{reason}. Enclosed please find the H&P, progress notes, MAR, and therapy evaluations.\n\n",
        d=c.d(den, r.choice(["abbr", "long", "mdy"])),
        why=r.choice(["lack of medical necessity", "services could be provided at a lower level of care",
                      "patient did not meet InterQual criteria", "insufficient documentation"]),
        att=c.att.dr(), hd=r.randint(1, 3),
        reason=r.choice(["the patient remained on IV antibiotics with persistent fever", "telemetry showed runs of NSVT",
                         "the patient was unable to ambulate safely", "hemoglobin dropped to 6.8 g/dL requiring transfusion"]))
    n.f("Please direct questions to {cm} at {ph} or {em}. We request a written determination within {days} days.\n\n",
        cm=[c.cm.full(), ", " + c.cm.cred], ph=c.staff_phone(c.cm), em=c.staff_email(c.cm), days=r.choice([30, 60, 3, 14]))
    n.t("Sincerely,\n\n")
    pa = c.hosp2
    n.f("{pa}, {cred}\n{role}\nNPI {npi}\n", pa=pa.full(), cred=pa.cred,
        role=r.choice(["Physician Advisor", "Medical Director, Utilization Management", "Attending Physician"]),
        npi=(C.npi(r), "LICENSE"))
    if r.random() < 0.4:
        n.f("State license {lic}\n", lic=(C.state_license(r, "MD"), "LICENSE"))
    n.f("\nEnclosures: medical records ({pg} pages), denial letter, AOR form signed by {who}\n",
        pg=r.randint(18, 340), who=r.choice([pt.full(), c.fam[0].full()]))
    n.f("cc: {nm}; {cm}; HIM (release logged, request #{rq})\n", nm=pt.full(), cm=c.cm.full(),
        rq=(C.digits(r, 6), "IDNUM"))
    if r.random() < 0.3:
        K.dict_initials(n, r, pa)
