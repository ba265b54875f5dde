"""Shared building blocks: addresses, headers, signatures, social and family history,
lab tables, audit trails. Everything returns text with PHI already marked."""
import datetime as dt

from phi import M, ljust, vlen, cap
import pools as P


# ---------------------------------------------------------------- addresses
def addr_lines(c, a, oneline=False, upper=False, country=False):
    """Return an address as a list of lines (or one comma-joined line)."""
    r = c.r
    st = a["street"].upper() if upper else a["street"]
    city = a["city"].upper() if upper and c.loc in ("AU",) else a["city"]
    lines = [M("STREET", st)]
    loc = c.loc
    if loc in ("US", "CA"):
        sep = "  " if r.random() < 0.3 else " "
        lines.append(f"{M('CITY', city)}, {M('STATE', a['state'])}{sep}{M('ZIP', a['zip'])}")
    elif loc == "UK":
        lines.append(M("CITY", city))
        if a.get("county"):
            lines.append(M("CITY", a["county"]))
        lines.append(M("ZIP", a["zip"]))
    elif loc == "IE":
        lines.append(M("CITY", city))
        lines.append(M("CITY", a["county"]))
        if r.random() < 0.85:
            lines.append(M("ZIP", a["zip"]))
    elif loc == "AU":
        city = a["city"].upper() if r.random() < 0.5 else a["city"]
        lines.append(f"{M('CITY', city)} {M('STATE', a['state'])} {M('ZIP', a['zip'])}")
    elif loc == "NZ":
        if r.random() < 0.4:
            lines.append(M("CITY", city))
            lines.append(f"{M('STATE', a['state'])} {M('ZIP', a['zip'])}")
        else:
            lines.append(f"{M('CITY', city)} {M('ZIP', a['zip'])}")
    if country:
        lines.append(M("COUNTRY", a["country"]))
    if oneline:
        return ", ".join(lines)
    return lines


def addr_one(c, a, country=False):
    return addr_lines(c, a, oneline=True, country=country)


def hosp_addr(c, h, oneline=False):
    return addr_lines(c, h["addr"], oneline=oneline)


# ---------------------------------------------------------------- phones
def tel(c, num=None, mobile=False, ext=False):
    num = num or c.L.phone(mobile=mobile)
    if ext:
        num += c.L.ext()
    return M("PHONE", num)


def fax(c, num=None):
    return M("FAX", num or c.L.phone())


# ---------------------------------------------------------------- identifier lines
def id_fields(c):
    """Locale-appropriate patient identifier fields: list of (label, marked value)."""
    r = c.r
    L = c.L
    out = []
    if c.loc == "US":
        out.append((r.choice(["MRN", "MRN", "Med Rec #", "MR#"]), M("MRN", c.ids["mrn"])))
        if r.random() < 0.6:
            out.append((r.choice(["Acct #", "Account", "CSN", "FIN", "Encounter #", "Visit #"]), M("ACCOUNT", c.ids["acct"])))
    elif c.loc == "CA":
        out.append((r.choice(["MRN", "Chart #", "MRN", "Hosp #"]), M("MRN", c.ids["mrn"])))
        out.append((c.L.plan_label(c.addr.get("prov", "ON")), M("HEALTHPLAN", c.ids["hcn"])))
        if r.random() < 0.3:
            out.append(("Visit #", M("ACCOUNT", c.ids["acct"])))
    elif c.loc == "UK":
        out.append((r.choice(["NHS No", "NHS Number", "NHS no."]), M("MRN", c.ids["nhs"])))
        out.append((r.choice(["Hosp No", "Hospital No", "MRN", "Unit No", "K No"]), M("MRN", c.ids["mrn"])))
    elif c.loc == "IE":
        out.append((r.choice(["MRN", "Hospital No", "Chart No", "MRN"]), M("MRN", c.ids["mrn"])))
        if r.random() < 0.4:
            out.append((r.choice(["Medical Card No", "GMS No", "Medical card"]), M("HEALTHPLAN", c.ids["plan"])))
    elif c.loc == "AU":
        out.append((r.choice(["UR", "UR No", "MRN", "URN"]), M("MRN", c.ids["mrn"])))
        if r.random() < 0.6:
            out.append((r.choice(["Medicare", "Medicare No", "Medicare No."]), M("HEALTHPLAN", c.ids["medicare"])))
    elif c.loc == "NZ":
        out.append((r.choice(["NHI", "NHI No", "NHI"]), M("MRN", c.ids["mrn"])))
    return out


def setup_ids(c):
    L = c.L
    c.ids = {"mrn": L.mrn(), "acct": L.account() if hasattr(L, "account") else c.digits(9)}
    if c.loc == "UK":
        c.ids["nhs"] = L.nhs()
    if c.loc == "CA":
        c.ids["hcn"] = L.plan()
    if c.loc == "AU":
        c.ids["medicare"] = L.medicare()
    if c.loc in ("IE", "US", "AU", "NZ", "UK", "CA"):
        c.ids["plan"] = L.plan()
    if c.loc in ("US", "CA", "IE", "AU", "NZ", "UK"):
        c.ids["acct"] = c.ids.get("acct") or c.digits(9)
    if not hasattr(L, "account"):
        c.ids["acct"] = c.r.choice([c.digits(9), f"E{c.digits(8)}", f"{c.digits(4)}{c.letters(1)}{c.digits(4)}",
                                    f"EP{c.digits(7)}", f"ATT-{c.digits(6)}"])


# ---------------------------------------------------------------- social history
SMOKE = ["Never smoker.", "Ex-smoker, quit {yr} ({py} pack-years).", "Current smoker, {cig} cigarettes/day.",
         "Smokes {cig}/day, {py} pack-year history.", "Non-smoker.", "Former smoker ({py} pack-years), stopped {yr}.",
         "Vapes daily; previously {cig} cigarettes a day.", "Never smoked."]
ALC = ["Alcohol: {u} units/week.", "Drinks socially.", "Teetotal.", "Alcohol {u} units per week, mainly beer.",
       "Denies alcohol.", "Occasional wine.", "Drinks {n} standard drinks on weekends.", "No alcohol since {yr}.",
       "ETOH: {n} beers/night."]


def social(c, prof=True, family=True, extra=True):
    """A list of social-history sentences (marked)."""
    r = c.r
    out = []
    if prof:
        pr = M("PROFESSION", c.profession)
        a = c.an(c.profession)
        if c.age >= 67 and r.random() < 0.7:
            out.append(r.choice([f"Retired {pr}.", f"Retired; was {a} {pr} for many years.",
                                 f"Former {pr}, retired in {c.yr(c.past_year(2, 12))}.", f"Occupation: retired {pr}."]))
        else:
            org = M("ORGANIZATION", c.ch(P.ORGS_EMPLOYER))
            out.append(r.choice([f"Works as {a} {pr}.", f"Works as {a} {pr} for {org}.", f"Occupation: {pr}.",
                                 f"{c.He} is {a} {pr} at {org}.", f"Employed as {a} {pr}.",
                                 f"Works full time as {a} {pr} ({org}).", f"{pr} by trade, currently off work.",
                                 f"Self-employed {pr}."]))
    if family:
        rel = r.choice(["wife", "husband", "partner", "daughter", "son", "none", "none", "friend", "sister"])
        if rel == "wife" and c.pt.sex == "F":
            rel = r.choice(["husband", "wife", "partner"])
        if rel == "husband" and c.pt.sex == "M":
            rel = r.choice(["wife", "partner", "husband"])
        if rel == "none":
            bld = r.random() < 0.3
            if bld:
                out.append(f"Lives alone in a flat at {M('LOCATION_OTHER', c.ch(P.BUILDINGS))}." if c.uk else
                           f"Lives alone in an apartment at {M('LOCATION_OTHER', c.ch(P.BUILDINGS))}.")
            else:
                out.append(r.choice(["Lives alone, independent with ADLs.", "Lives alone in a two-storey house.",
                                     f"Lives alone in {M('CITY', c.addr['city'])}.", "Lives alone; no carers."]))
        else:
            f = c.new_family(rel)
            c.family.append(f)
            out.append(r.choice([
                f"Lives with {c.his} {rel} {c.F(f)} in {M('CITY', c.addr['city'])}.",
                f"Lives with {rel} ({c.F(f)}).",
                f"Married, lives with {c.his} {rel} {c.F(f)}." if rel in ("wife", "husband") else f"Lives with {c.his} {rel}, {c.F(f)}.",
                f"{c.His} {rel} {c.F(f)} is {c.his} main support.",
                f"Lives with {rel} {c.F(f, 'full')} who is present today.",
            ]))
    yr = c.yr(c.past_year(1, 20))
    out.append(r.choice(SMOKE).format(yr=yr, py=r.randint(5, 60), cig=r.randint(5, 30)))
    out.append(r.choice(ALC).format(u=r.randint(2, 40), n=r.randint(2, 8), yr=c.yr(c.past_year(1, 15))))
    if extra and r.random() < 0.35:
        cb = c.ch(P.COUNTRIES_BIRTH)
        out.append(r.choice([f"Born in {M('COUNTRY', cb)}; moved here in {c.yr(c.past_year(3, 30))}.",
                             f"Originally from {M('COUNTRY', cb)}.",
                             f"Emigrated from {M('COUNTRY', cb)} in {c.yr(c.past_year(2, 35))}, speaks English well.",
                             f"Born in {M('COUNTRY', cb)}, interpreter not required."]))
    if extra and r.random() < 0.12:
        out.append(r.choice([f"Active member of {M('ORGANIZATION', c.ch(P.ORGS_CHURCH))}.",
                             f"Volunteers at {M('ORGANIZATION', c.ch(P.ORGS_CHURCH))}.",
                             f"Children attend {M('ORGANIZATION', c.ch(P.ORGS_SCHOOL))}."]))
    return out


def nok_line(c):
    r = c.r
    rel = r.choice(["daughter", "son", "wife", "husband", "partner", "sister", "brother", "niece", "friend"])
    if (rel == "wife" and c.pt.sex == "F") or (rel == "husband" and c.pt.sex == "M"):
        rel = "partner"
    f = c.new_family(rel)
    c.family.append(f)
    c.nok = f
    ph = tel(c, mobile=r.random() < 0.6)
    return r.choice([f"NOK: {c.F(f, 'full')} ({rel}) {ph}", f"Next of kin: {c.F(f, 'full')}, {rel} - {ph}",
                     f"Emergency contact: {c.F(f, 'full')} ({rel}), tel {ph}", f"NOK {c.F(f, 'full')} [{rel}] {ph}"])


def fhx(c, items):
    """Family history: items are (relation, condition). Ages of relatives are AGE spans."""
    r = c.r
    out = []
    for rel, cond in items:
        a = r.randint(38, 92)
        out.append(r.choice([f"{cap(rel)} - {cond}, died aged {M('AGE', a)}.",
                             f"{cap(rel)} had {cond} (diagnosed at {M('AGE', a - r.randint(3, 20))}).",
                             f"{cap(rel)}: {cond}.", f"{cap(rel)} died at {M('AGE', a)} of {cond}.",
                             f"{cap(rel)} with {cond}, now {M('AGE', a)}."]))
    return " ".join(out)


# ---------------------------------------------------------------- tables
def table(headers, rows, gap=2):
    """rows: list of lists of (possibly marked) strings"""
    ws = [vlen(h) for h in headers]
    for row in rows:
        for i, cell in enumerate(row):
            ws[i] = max(ws[i], vlen(cell))
    lines = ["".join(ljust(h, ws[i] + gap) if i < len(headers) - 1 else h for i, h in enumerate(headers)).rstrip()]
    for row in rows:
        lines.append("".join(ljust(cell, ws[i] + gap) if i < len(row) - 1 else cell for i, cell in enumerate(row)).rstrip())
    return "\n".join(lines)


def pipe_table(headers, rows):
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    for row in rows:
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


def serial_dates(c, n, span_days, end=None):
    end = end or c.visit
    ds = sorted({end - dt.timedelta(days=c.r.randint(0, span_days)) for _ in range(n)})
    return ds


# ---------------------------------------------------------------- signatures and footers
def esign(c, s, when=None):
    r = c.r
    when = when or c.visit
    t = f"{r.randint(12, 19):02d}:{r.randint(0, 59):02d}"
    lic = c.lic_str(s)
    drf = "dr_full" if s.kind == "doc" else "full_cred"
    return r.choice([
        f"Electronically signed by: {c.S(s, 'full_cred')} on {c.date(when)} {t}",
        f"Electronically signed by {c.S(s, 'full_cred')} {c.date(when)} at {t}" + (f" ({lic})" if lic else ""),
        f"E-signed: {c.S(s, drf)}, {c.date(when)} {t}",
        f"Signed: {c.S(s, 'full_cred')}" + (f"  {lic}" if lic else "") + f"  {c.date(when)} {t}",
        f"Authenticated by {c.S(s, 'full_cred')} - {c.date(when)} {t}",
    ])


def audit(c, s):
    r = c.r
    u = c.username(s)
    t = f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"
    return r.choice([
        f"[Audit] created by user {M('USERNAME', u)} from {M('IPADDR', c.ip())} at {t}",
        f"Note authored by {M('USERNAME', u)} (workstation {M('IPADDR', c.ip())})",
        f"Last edited: {M('USERNAME', u)} {c.date(c.visit)} {t}",
        f"Document ID {M('IDNUM', c.digits(10))} | author login {M('USERNAME', u)}",
        f"Signed in as {M('USERNAME', u)} | session IP {M('IPADDR', c.ip())}",
    ])


def dictation_line(c, author, typist):
    r = c.r
    d1 = c.visit
    d2 = d1 + dt.timedelta(days=r.randint(0, 6))
    t1 = f"{r.randint(8, 18):02d}:{r.randint(0, 59):02d}"
    form = r.choice([0, 1, 2, 3])
    if form == 0:
        return f"D: {c.date(d1)} {t1}\nT: {c.date(d2)}\n{c.S(author, 'initials')}/{c.S(typist, 'lower_initials')}"
    if form == 1:
        return f"Dictated: {c.date(d1)}  Typed: {c.date(d2)}  Ref: {c.S(author, 'initials')}/{c.S(typist, 'initials')}"
    if form == 2:
        return f"DD: {c.date(d1)}  DT: {c.date(d2)}  Job #{M('IDNUM', c.digits(7))}\n{c.S(author, 'initials')}/{c.S(typist, 'lower_initials')}"
    return f"Dictated by {c.S(author, 'dr_full')}, transcribed by {c.S(typist, 'full')} {c.date(d2)}"


def cc_block(c, include_patient=True, extra=None):
    r = c.r
    lines = []
    gp = c.gp
    pr = c.practice
    lines.append(f"{c.S(gp, 'dr_full')}, {M('HOSPITAL', pr['name'])}, {addr_one(c, pr['addr'])}")
    if include_patient:
        lines.append(f"{c.P('titlefull')}, {addr_one(c, c.addr)}")
    if extra:
        lines.extend(extra)
    return lines


def letterhead(c, dept, upper=False):
    r = c.r
    h = c.hosp
    name = h["name"].upper() if upper else h["name"]
    lines = [M("HOSPITAL", name)]
    lines.append(dept)
    lines.extend(hosp_addr(c, h))
    contact = []
    contact.append(f"{r.choice(['Tel', 'Phone', 'T', 'Ph'])}: {tel(c, h['phone'])}")
    if r.random() < 0.75:
        contact.append(f"{r.choice(['Fax', 'F', 'Fax'])}: {fax(c, h['fax'])}")
    lines.append("   ".join(contact))
    if r.random() < 0.5:
        lines.append(f"{r.choice(['Email', 'E-mail', 'E'])}: {M('EMAIL', c.dept_email)}")
    if r.random() < 0.3:
        lines.append(M("URL", f"www.{h['domain']}" + r.choice(["", "/" + dept.lower().split()[-1]])))
    return lines


def walker(gen, keep=0.7):
    """Turn an independent per-cell generator into a smooth series per column."""
    state = {}

    def f(k):
        v = gen(k)
        if k not in state:
            state[k] = float(v)
            return v
        x = state[k] * keep + float(v) * (1 - keep)
        state[k] = x
        dec = len(v.split(".")[1]) if "." in v else 0
        return f"{x:.{dec}f}"
    return f
