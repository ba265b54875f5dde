"""Shared header, signature and footer blocks (PHI-dense) for dev230_en."""
from doc import PHI
import phi as X
import pools as P


def sn(c, key, style=None, title=True):
    """Staff name with title outside the span."""
    s = c.staff[key]
    out = []
    if title and s.title:
        out.append(s.title + c.rng.choice([" ", " ", ". "]) if s.title == "Dr" else s.title + " ")
    out.append(s.name(style, c.rng))
    return out


def sn_cred(c, key, style="full"):
    s = c.staff[key]
    out = sn(c, key, style)
    if s.cred and c.rng.random() < 0.7:
        out.append(c.rng.choice([", ", " "]) + s.cred)
    return out


def hosp(c, which=None):
    return PHI(which or c.hosp, "HOSPITAL")


def base_addr(c):
    if not hasattr(c, "base_street"):
        c.base_street = c.make_street(plain=True)
        c.base_post = X.uk_postcode(c.rng, c.postcode.split()[0].rstrip("0123456789")) if c.uk \
            else c.postcode[:3] + X.digits(c.rng, 1)
        c.base_pre = c.rng.choice(["", "", "Unit 3, ", "Level 2, ", "Suite 4, ", "Ground Floor, "])
    out = []
    if c.base_pre and c.rng.random() < 0.5:
        out.append(PHI(c.base_pre.rstrip(", ") + ", " + c.base_street, "STREET"))
    else:
        out.append(PHI(c.base_street, "STREET"))
    out += [", ", PHI(c.town, "CITY")]
    if c.uk:
        out += [" ", PHI(c.base_post, "ZIP")]
    else:
        out += [" ", PHI(c.state, "STATE"), " ", PHI(c.base_post, "ZIP")]
    return out


def team_email(c):
    r = c.rng
    w = c.team.split()[0].lower()
    if c.uk:
        return PHI(r.choice(["%s.perinatal@nhs.example.net" % w, "pmht.%s@trust.example.nhs.test" % w,
                             "perinatal.referrals@example.org"]), "EMAIL")
    return PHI(r.choice(["%s.pimh@health.example.org" % w, "perinatal.intake@lhd.health.test",
                         "pimh-%s@example.net" % w]), "EMAIL")


def letterhead(d, c):
    r = c.rng
    d.w(PHI(c.team, "HOSPITAL"), "\n")
    if r.random() < 0.5:
        d.w(PHI(c.hosp, "HOSPITAL"), "\n")
    d.w(base_addr(c), "\n")
    d.w(r.choice(["Tel: ", "Tel ", "Ph: ", "T: "]), c.staff_phone("sec"))
    if r.random() < 0.6:
        d.w(r.choice(["  Fax: ", " | Fax ", "  F: "]), c.fax())
    d.t("\n")
    if r.random() < 0.6:
        d.w("Email: ", team_email(c), "\n")
    if r.random() < 0.25:
        d.w("Web: ", c.url(), "\n")
    d.t("\n")


def re_block(d, c, compact=None):
    """'Re:' patient identification block for letters."""
    r = c.rng
    compact = r.random() < 0.5 if compact is None else compact
    title = r.choice(["Ms ", "Mrs ", "Miss ", ""])
    if compact:
        d.w("Re: ", title, c.ptn(r.choice(["full", "fml", "FULLCAPS", "Lf"])), ", DOB ",
            c.date(c.dob, ["dmy", "dmy", "dot", "dmon"]), ", ", c.healthid()[1], "\n")
        if r.random() < 0.7:
            d.w(c.addr(country=r.random() < 0.2), "\n")
    else:
        d.w("RE: ", title, c.ptn(r.choice(["full", "FULLCAPS", "fmfull"])), "\n")
        d.w("DOB: ", c.date(c.dob, ["dmy", "dot", "dmonth", "iso"]))
        if r.random() < 0.5:
            d.w(" (", c.agev(word_p=0), " yrs)")
        d.t("\n")
        d.w(c.healthid(), "\n")
        if r.random() < 0.6:
            d.w(c.localid(), "\n")
        d.w("Address: ", c.addr(country=r.random() < 0.15), "\n")
        if r.random() < 0.6:
            d.w(r.choice(["Tel: ", "Mobile: ", "Mob "]), c.phone(), "\n")
        if r.random() < 0.1:
            d.w("NI number: " if c.uk else "CRN: ", PHI(c.ni if c.uk else c.crn, "SSN"), "\n")
    d.t("\n")


def epr_header(d, c, title=None):
    """Electronic record banner."""
    r = c.rng
    if title:
        d.t(title + "\n")
    k = r.randrange(4)
    if k == 0:
        d.w("Patient: ", c.ptn("LF"), "   DOB: ", c.date(c.dob, ["dmy", "dmonyc"]),
            " (", c.agev(word_p=0), "y)   ", c.healthid(), "\n")
        d.w(c.localid(), "   Address: ", c.addr(), "\n")
    elif k == 1:
        d.w("Name: ", c.ptn(r.choice(["full", "fmfull"])), "\n", "D.O.B.: ",
            c.date(c.dob, ["dmy", "dot", "dmy2z"]), "\n")
        d.w(c.localid(), "\n", c.healthid(), "\n")
        if r.random() < 0.5:
            d.w("GP: ", sn(c, "gp", "fi"), ", ", hosp(c, c.gp_pr), "\n")
    elif k == 2:
        d.w(c.localid()[1], " | ", c.ptn("Lf"), " | ", c.agev(word_p=0), r.choice(["F", "yo F", " F", "y"]),
            " | DOB ", c.date(c.dob, ["dmy", "iso"]), "\n")
    else:
        d.w("Surname: ", PHI(c.pt.last.upper(), "PATIENT"), "   Forename(s): ",
            PHI(c.pt.first + ((" " + c.pt.middle) if c.pt.middle else ""), "PATIENT"), "\n")
        d.w("DOB: ", c.date(c.dob, ["dmy"]), "   ", c.healthid(), "\n")
        if r.random() < 0.6:
            d.w("Contact: ", c.phone(), "   NOK: ", c.fam(c.partner, "full"), " (",
                r.choice(["partner", "husband", "fiance"]) if c.partner.sex == "M" else "partner",
                ") ", c.phone(c.p_mobile), "\n")
    if r.random() < 0.15:
        d.w("NI No: ", PHI(c.ni, "SSN"), "\n") if c.uk else d.w("CRN: ", PHI(c.crn, "SSN"), "\n")
    if r.random() < 0.2:
        d.w(r.choice(["Encounter: ", "Visit No. ", "Episode ID ", "Contact ID: "]), PHI(c.episode, "ACCOUNT"), "\n")
    d.t("\n")


def au_header(d, c):
    r = c.rng
    d.w("UR: ", PHI(c.urn, "MRN"), "    ", c.ptn("LF"), "\n")
    d.w("DOB: ", c.date(c.dob, ["dmy", "dmy_np"]), "   Sex: F   ",
        c.healthid(), "\n")
    if r.random() < 0.4:
        d.w("Private health: ", r.choice(["Harbour Health Fund", "Coastal Mutual Health", "Ironbark Health"]),
            " member ", PHI(c.fund, "HEALTHPLAN"), "\n")
    if r.random() < 0.5:
        d.w(c.addr(), "\n")
    if r.random() < 0.15:
        d.w("Centrelink CRN ", PHI(c.crn, "SSN"), "\n")
    if r.random() < 0.25:
        d.w(r.choice(["Account No: ", "Episode: ", "Acct "]), PHI(c.episode, "ACCOUNT"), "\n")
    d.t("\n")


def banner(d, c, title=None):
    if not c.uk and c.rng.random() < 0.6:
        if title:
            d.t(title + "\n")
        au_header(d, c)
    else:
        epr_header(d, c, title)


def signature(d, c, key, close=True):
    r = c.rng
    s = c.staff[key]
    if close:
        d.t(r.choice(["Yours sincerely,\n\n", "Kind regards,\n\n", "Yours sincerely\n\n\n",
                      "With best wishes,\n\n"]))
    d.w(sn(c, key, r.choice(["full", "full", "fml"])))
    if s.cred and r.random() < 0.6:
        d.t(" " + s.cred)
    d.t("\n" + s.role + "\n")
    if s.reg and r.random() < 0.55:
        lab = {"GMC": "GMC No. ", "NMC": "NMC PIN ", "HCPC": "HCPC ", "SWE": "SWE reg ",
               "GPhC": "GPhC ", "AASW": "AASW member "}.get(s.regtype, "AHPRA ")
        d.w(lab, PHI(s.reg, "LICENSE"), "\n")
    if not c.uk and key in ("psych", "reg", "gp") and r.random() < 0.4:
        d.w("Prescriber No. ", PHI(X.digits(r, 7), "LICENSE"), "\n")
    if r.random() < 0.5:
        d.w(PHI(s.email, "EMAIL"), "\n")
    if r.random() < 0.4:
        d.w(r.choice(["Direct line ", "Tel ", "Ph "]), c.staff_phone(key), "\n")


def dictation(d, c, key):
    r = c.rng
    if r.random() < 0.5:
        return
    s = c.staff[key]
    sec = c.staff["sec"]
    ini = (s.p.first[0] + s.p.last[0]).upper()
    d.w("\n", r.choice(["Dictated ", "Dict. ", "DD: "]), c.date(c.ago(1, 6), ["dmy", "dmy2"]),
        r.choice([" / Typed ", "  TD: ", " Typed: "]), c.date(c.ago(0, 1), ["dmy", "dmy2"]),
        "  ", PHI(ini, "DOCTOR"), "/", PHI((sec.p.first[0] + sec.p.last[0]).lower(), "DOCTOR"), "\n")
    if r.random() < 0.3:
        d.t("Dictated but not checked to avoid delay.\n")


def cc_list(d, c, keys=("gp", "hv", "mw")):
    r = c.rng
    d.t(r.choice(["cc: ", "CC ", "Copy to: ", "cc.\n"]))
    first = True
    for k in keys:
        if not first:
            d.t(r.choice(["; ", "\n    ", ", "]))
        first = False
        d.w(sn(c, k, r.choice(["full", "fi"])), ", ", c.staff[k].role)
        if k == "gp":
            d.w(", ", hosp(c, c.gp_pr))
            if r.random() < 0.4:
                d.w(", ", c.gp_addr())
    if r.random() < 0.5:
        d.t(r.choice(["; Patient", "\n    Patient (copy)", "; patient"]))
    d.t("\n")


def audit(d, c, key):
    """EPR audit/sign-off line with username and sometimes IP."""
    r = c.rng
    s = c.staff[key]
    when = c.today
    k = r.randrange(5)
    if k == 0:
        d.w("\n---\nElectronically signed by ", s.name("full"), " (", PHI(s.user, "USERNAME"), ") ",
            c.date(when, ["dmy"]), " ", "%02d:%02d" % (r.randint(8, 21), r.randint(0, 59)), "\n")
    elif k == 1:
        d.w("\n[Entered by: ", PHI(s.user, "USERNAME"), " | ", c.date(when, ["iso", "dmy"]), " ",
            "%02d:%02d" % (r.randint(7, 22), r.randint(0, 59)), " | WS ", c.ip(), "]\n")
    elif k == 2:
        d.w("\nLast amended ", c.date(when, ["dmonyc", "dmy"]), " by user ", PHI(s.user, "USERNAME"),
            r.choice([" from ", " @ "]), c.ip(), "\n")
    elif k == 3:
        d.w("\nAuthor: ", s.name("fi"), " ", s.cred or s.role, "  Login: ", PHI(s.user, "USERNAME"), "\n")
    else:
        d.w("\nSigned: ", s.name("full"), ", ", s.role, ", ", c.date(when, ["dmy", "dmon"]), "\n")


def gp_line(d, c):
    r = c.rng
    d.w("GP: ", sn(c, "gp", r.choice(["full", "fi", "last"])), ", ", hosp(c, c.gp_pr))
    if r.random() < 0.5:
        d.w(", ", c.gp_addr())
    if r.random() < 0.4:
        d.w("  Tel ", c.staff_phone("gp"))
    if r.random() < 0.25:
        d.w("  Fax ", c.fax())
    d.t("\n")


def nok_line(d, c):
    r = c.rng
    rel = "partner" if c.partner.sex == "F" else r.choice(["partner", "husband", "boyfriend", "fiance"])
    d.w("NOK: ", c.fam(c.partner, "full"), " (", rel, ")")
    if r.random() < 0.7:
        d.w(" - ", c.phone(c.p_mobile))
    d.t("\n")


def infant_line(d, c):
    """Baby identification, postnatal notes only."""
    r = c.rng
    if c.antenatal:
        return
    d.w(r.choice(["Infant: ", "Baby: ", "Baby name: "]), c.fam(c.baby, r.choice(["full", "first"])),
        ", DOB ", c.date(c.baby_dob, ["dmy", "dmy", "dot", "dmon"]))
    if r.random() < 0.5:
        d.w(r.choice([", NHS ", ", baby NHS No "]) if c.uk else ", UR ",
            PHI(X.digits(r, 3) + " " + X.digits(r, 3) + " " + X.digits(r, 4) if c.uk else X.digits(r, 7), "MRN"))
    d.t("\n")


def obs_line(d, c):
    """Gravida/para/gestation line - mostly non-PHI, EDD is PHI."""
    r = c.rng
    if c.antenatal:
        d.t("G%dP%d, %d+%d/40" % (c.grav, c.para, c.gest_w, c.gest_d))
        d.w(r.choice([", EDD ", ". EDD: ", " EDD "]), c.date(c.edd, ["dmy", "dmy", "dmon", "dth", "dmy2"]))
        if r.random() < 0.3:
            d.w(" (by dating scan ", c.sdate(c.lmp + X.dt.timedelta(days=r.randint(77, 95))), ")")
    else:
        d.w("P%d, delivered " % c.para, c.date(c.baby_dob, ["dmy", "dmon", "dth", "wd_dmy"]))
        opts = [" (%d/52 postnatal)" % c.baby_weeks, ", %d weeks postpartum" % c.baby_weeks, ""]
        if c.baby_weeks <= 2:
            opts.append(", day %d postnatal" % ((c.today - c.baby_dob).days))
        d.t(r.choice(opts))
    d.t("\n")


def country_phi(c, name=None):
    return PHI(name or c.origin or c.rng.choice(P.COUNTRIES), "COUNTRY")
