"""Shared note blocks: patient banners, letterheads, signatures, EHR footers."""

HP_LABEL = {"UK": ["NHS No", "NHS No.", "NHS number", "NHS#"],
            "US": ["Member ID", "Ins ID", "Policy #", "Subscriber ID"],
            "AU": ["Medicare No", "Medicare", "Medicare #"],
            "CA": ["Health Card #", "HCN", "Health card no."]}
MRN_LABEL = {"UK": ["Hosp No", "Hospital no.", "MRN", "Unit No", "RXN"],
             "US": ["MRN", "MRN#", "Med Rec #", "EMR #"],
             "AU": ["UR", "UR No.", "URN", "MRN"],
             "CA": ["MRN", "Chart #", "Chart no.", "MRN#"]}
NURSE_LIC = {"UK": "NMC PIN", "US": "RN Lic #", "AU": "AHPRA", "CA": "CNO Reg #"}
DOC_LIC = {"UK": "GMC", "US": "NPI", "AU": "Provider No.", "CA": "CPSO #"}
TEAM = {"UK": ["Stoma Care Department", "Colorectal Nurse Specialist Team",
               "Stoma & Colorectal CNS Service"],
        "US": ["Wound, Ostomy & Continence (WOC) Nursing", "Ostomy Clinic",
               "Colorectal Surgery - WOC Nursing"],
        "AU": ["Stomal Therapy Service", "Stomal Therapy & Colorectal Nursing"],
        "CA": ["NSWOC Ostomy Clinic", "Enterostomal Therapy (ET) Nursing",
               "Colorectal Surgery - Ostomy Nursing"]}


ROLE = {"UK": ["CNS", "Stoma CNS", "Colorectal CNS", "SN Stoma Care"],
        "US": ["WOC RN", "CWOCN", "WOC nurse", "ostomy RN"],
        "AU": ["STN", "CNC", "Stomal Therapist", "STN"],
        "CA": ["NSWOC", "ET nurse", "NSWOC RN"]}
GPW = {"UK": ["GP"], "US": ["PCP", "primary care physician"], "AU": ["GP", "LMO"],
       "CA": ["family physician", "FP", "GP"]}


def mrn_label(c):
    return c.rng.choice(MRN_LABEL[c.country])


PAGER = {"UK": "Bleep", "US": "Pager", "AU": "Pager", "CA": "Pager"}


def role(c):
    return c.rng.choice(ROLE[c.country])


def gpw(c):
    return c.rng.choice(GPW[c.country])


def U(pieces):
    """Upper-case a piece list (addressograph / sticker style)."""
    if isinstance(pieces, str):
        return pieces.upper()
    if isinstance(pieces, tuple):
        return (pieces[0].upper(), pieces[1])
    return [U(x) for x in pieces]


def team(c):
    return c.rng.choice(TEAM[c.country])


def banner(d, c, extra_ids=True):
    """Patient identification block in one of several layouts."""
    rng, k = c.rng, c.rng.randrange(5)
    hl, ml = rng.choice(HP_LABEL[c.country]), rng.choice(MRN_LABEL[c.country])
    if k == 0:
        d.w("Patient: {pt_caps}    DOB: {dob} ({age}y)    Sex: {sex1}\n", dob=c.r("d_dob"))
        d.w(ml + ": {mrn}    " + hl + ": {hp}\n")
        d.w("Address: {addr1}\n")
        if rng.random() < .7:
            d.w("Tel: {ph_home} / mob {ph_mob}\n")
    elif k == 1:
        d.w("| Name | {pt_full} | DOB | {dob} |\n", dob=c.r("d_dob"))
        d.w("| " + ml + " | {mrn} | " + hl + " | {hp} |\n")
        d.w("| Address | {addr1} |\n")
        d.w("| Phone | {ph_mob} | Age | {age} |\n")
    elif k == 2:
        d.t("[ADDRESSOGRAPH]\n")
        d.add(U(c.r("pt_caps")))
        d.w("   {sex1}   {dob}\n", dob=(c.r("d_dob")))
        d.w("{mrn}   {hp}\n")
        d.add(U(c.r("addr1")))
        d.t("\n")
    elif k == 3:
        d.w("Name: {pt_fml}\nD.O.B.: {dob}   Age: {age}\n", dob=c.r("d_dob"))
        d.w(ml + " {mrn}\n" + hl + " {hp}\n")
        d.w("{addr_block}\n")
    else:
        d.w("RE: {pt_full} (DOB {dob}) - " + ml + " {mrn}\n", dob=c.r("d_dob"))
        d.w("    {addr1}   Ph {ph_home}\n")
    if extra_ids and rng.random() < .45:
        x = rng.randrange(4)
        if c.country == "US" and x < 2:
            d.w("Insurance: {insurer}  Member ID {hp2}  Group {grp}\n")
            if rng.random() < .5:
                d.w("SSN: {ssn}\n")
        elif c.country == "US":
            d.w("Acct #: {acct}   SSN: {ssn}\n")
        elif c.country == "AU" and x == 0:
            d.w("Health fund: {insurer} #{hp2}   Centrelink CRN {ssn}\n")
        elif c.country == "AU" and x == 1:
            d.w("Pension concession card - CRN {ssn}\n")
        elif c.country == "CA" and x == 0:
            d.w("Extended health: {insurer}, cert. {hp2}   SIN {ssn}\n")
        else:
            d.w(rng.choice(["Encounter: ", "Visit no. ", "Episode ", "Acct "]) + "{acct}\n")


def letterhead(d, c):
    rng = c.rng
    d.w("{hosp_full}\n")
    d.t(team(c) + "\n")
    d.w("{hosp_addr}\n")
    k = rng.randrange(3)
    if k == 0:
        d.w("Tel: {ph_team}   Fax: {fax_team}\nEmail: {email_team}\n")
    elif k == 1:
        d.w("T {ph_team} | F {fax_team} | {email_team} | {url_team}\n")
    else:
        d.w("Direct line {ph_team}\nSecure email {email_team}\n")


def signature(d, c, lic=None):
    rng = c.rng
    k = rng.randrange(5)
    if k == 0:
        d.w("\n{cns_sig}\n" + team(c) +
            "\n" + PAGER[c.country] + " {bleep} / Tel {ph_team}\n")
    elif k == 1:
        d.w("\nSigned: {cns} (" + role(c) +
            ")  {d_visit} " + "%02d:%02d" % (rng.randrange(8, 18), rng.randrange(60)) + "\n")
    elif k == 2:
        d.w("\n-- {cns_sig}, {hosp}\n")
    elif k == 3:
        d.w("\nElectronically signed by {cns_sig} on {d_visit} at " +
            "%02d:%02d" % (rng.randrange(8, 19), rng.randrange(60)) + "\n")
    else:
        d.w("\n{cns} / {cns2}\n" + team(c) + ", ext {bleep}\n")
    if lic or (lic is None and rng.random() < .25):
        d.w(NURSE_LIC[c.country] + " {lic_cns}\n")


def footer(d, c, p=.4):
    rng = c.rng
    if rng.random() >= p:
        return
    k = rng.randrange(4)
    tm = "%02d:%02d:%02d" % (rng.randrange(7, 20), rng.randrange(60), rng.randrange(60))
    if k == 0:
        d.w("\n---\nDocument created by {user} | ws {ip} | " + tm + "\n")
    elif k == 1:
        d.w("\n[Audit] last modified {d_visit} " + tm + " by user {user} from {ip}\n")
    elif k == 2:
        d.w("\nEntered by: {user}    Printed: {d_letter}\n")
    else:
        d.w("\nSession: {user}@{ip}   Note status: FINAL\n")


def cc_block(d, c):
    rng = c.rng
    d.t("\ncc: ")
    opts = [lambda: d.w("{gp}, {gp_prac}"), lambda: d.w("{cons}, Consultant Surgeon"),
            lambda: d.w("Patient"), lambda: d.w("{dn} (district nursing team)"),
            lambda: d.w("{sup} (supplies)")]
    for i, f in enumerate(rng.sample(opts, rng.randrange(2, 4))):
        if i:
            d.t("; ")
        f()
    d.t("\n")
