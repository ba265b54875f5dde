"""Shared pieces of notes: addresses, letterheads, banners, signatures, footers."""
import ids
from core import pick, chance
from people import fd


def _k(prefix, name):
    return prefix + name


def addr(d, c, prefix="", sep=", ", country=False, upper_city=False):
    cc = c["cc"]
    city = c[_k(prefix, "city")]
    if upper_city:
        city = city.upper()
    d.phi(c[_k(prefix, "street")], "STREET")
    d.lit(sep)
    if cc == "UK":
        d.phi(city, "CITY")
        d.lit(sep)
        d.phi(c[_k(prefix, "zip")], "ZIP")
    elif cc == "IE":
        d.phi(city, "CITY")
        cty = c[_k(prefix, "county")]
        if cty and cty != "Co. " + city or chance(d.rng, 0.5):
            d.lit(sep)
            d.phi(cty, "CITY")
        d.lit(sep)
        d.phi(c[_k(prefix, "zip")], "ZIP")
    elif cc == "AU":
        d.phi(city, "CITY")
        d.lit(" ")
        d.phi(c[_k(prefix, "region")], "STATE")
        d.lit(" ")
        d.phi(c[_k(prefix, "zip")], "ZIP")
    elif cc == "NZ":
        d.phi(city, "CITY")
        d.lit(" ")
        d.phi(c[_k(prefix, "zip")], "ZIP")
    else:
        d.phi(city, "CITY")
        d.lit(", ")
        d.phi(c[_k(prefix, "region")], "STATE")
        d.lit(" ")
        d.phi(c[_k(prefix, "zip")], "ZIP")
    if country:
        d.lit(sep)
        d.phi(c["country_name"], "COUNTRY")


def letterhead(d, c, dept, url=True, email=True):
    rng = d.rng
    d.f("{hosp:HOSPITAL}\n")
    d.lit(dept + "\n")
    if chance(rng, 0.5):
        d.f("{building:LOCATION_OTHER}, ")
    addr(d, c, "hosp_", ", ", country=chance(rng, 0.15))
    d.lit("\n")
    d.f(pick(rng, ["Tel: {sec_phone:PHONE}   Fax: {hosp_fax:FAX}\n",
                   "Secretary {sec_phone:PHONE} | Fax {hosp_fax:FAX}\n",
                   "T {sec_phone:PHONE}  F {hosp_fax:FAX}\n"]))
    if email and url:
        d.f("Email: {dept_email:EMAIL}   Web: {hosp_url:URL}\n")
    elif email:
        d.f("Email: {dept_email:EMAIL}\n")
    d.lit("\n")


def banner(d, c, style=0, age=True, addr_line=False, hp=True):
    """Patient identification block; style picks one of several layouts."""
    rng = d.rng
    if style == 0:
        d.f("Patient: {pt_fullm:PATIENT}   DOB: {dob:DATE}")
        if age:
            d.f(" ({age:AGE} y)")
        d.f("\n{mrn_label}: {mrn:MRN}")
        if hp:
            d.f("   {hp_label}: {hp:HEALTHPLAN}")
        d.lit("\n")
    elif style == 1:
        d.f("NAME: {pt_lf:PATIENT}\nDOB: {dob:DATE}")
        if age:
            d.f("   AGE: {age:AGE}")
        d.f("   SEX: F\n{mrn_label}: {mrn:MRN}")
        if hp:
            d.f("  |  {hp_label}: {hp:HEALTHPLAN}")
        d.lit("\n")
    else:
        d.f("Re: {pt_title} {pt_fullm:PATIENT}, DOB {dob:DATE}")
        if age:
            d.f(" (aged {age:AGE})")
        d.f(", {mrn_label} {mrn:MRN}")
        if hp:
            d.f(", {hp_label} {hp:HEALTHPLAN}")
        d.lit("\n")
    if addr_line:
        d.lit(pick(rng, ["Address: ", "", "Home: "]))
        addr(d, c, "", ", ")
        d.lit("\n")


def extra_ids(d, c, p_ssn=0.5, p_ins=0.5, p_acct=0.5):
    """Country-specific registration identifiers."""
    rng = d.rng
    cc = c["cc"]
    if c["ssn_label"] and chance(rng, p_ssn):
        d.f("{ssn_label}: {ssn:SSN}\n")
    if cc == "US" and chance(rng, p_ins):
        d.f("Insurance: {insurer:ORGANIZATION}  Group {group:HEALTHPLAN}\n")
    elif cc in ("AU", "IE", "CA", "NZ") and chance(rng, p_ins * 0.6):
        d.f("{ins_label}: {insurer:ORGANIZATION}, member no. {member:HEALTHPLAN}\n")
    if chance(rng, p_acct):
        d.f("{acct_label}: {enc:ACCOUNT}\n")


def sign(d, c, role, title, lic=True):
    rng = d.rng
    if role in ("cons", "crs", "uro"):
        d.f("{t} {n:DOCTOR}\n", t=c[role + "_title"], n=c[role + "_full"])
    else:
        tail = {"cns": "", "physio": "", "poa": "", "uds": "", "coord": ""}.get(role, "Dr ")
        d.f("{t}{n:DOCTOR}\n", t=tail, n=c[role + "_full"])
    d.lit(title)
    if lic:
        d.f(pick(rng, [", {l} {v:LICENSE}", " ({l} {v:LICENSE})", "\n{l}: {v:LICENSE}"]),
            l=c[role + "_lic_label"], v=c[role + "_lic"])
    d.lit("\n")


def esign(d, c, role, when):
    rng = d.rng
    form = rng.randrange(3)
    if form == 0:
        d.f("Electronically signed by {n:DOCTOR} (user {u:USERNAME}) on {w:DATE} {tm}, workstation {ip:IPADDR}\n",
            n=c[role + "_full"], u=c[role + "_user"], w=when, tm=hhmm(rng))
    elif form == 1:
        d.f("[e-signed: {u:USERNAME} @ {ip:IPADDR} | {w:DATE} {tm}]\n",
            u=c[role + "_user"], w=when, tm=hhmm(rng))
    else:
        d.f("Authorised: {n:DOCTOR} / login {u:USERNAME} / {w:DATE}\n",
            n=c[role + "_full"], u=c[role + "_user"], w=when)


def hhmm(rng):
    return "%02d:%02d" % (rng.randint(7, 19), pick(rng, [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]))


def dd(c, days, style=None):
    return fd(c, ids.shift(c["D0"], days), style)


def gp_block(d, c):
    """Addressee block for a GP / family physician."""
    d.f("Dr {gp_full:DOCTOR}\n{prac:HOSPITAL}\n")
    addr(d, c, "prac_", "\n")
    d.lit("\n\n")


def pt_addr_block(d, c, country=False):
    d.f("{pt_title} {pt_fullm:PATIENT}\n")
    addr(d, c, "", "\n", country=country)
    d.lit("\n")


def social_extra(d, c):
    """One optional sentence adding a country, organisation or relative."""
    rng = d.rng
    k = rng.randrange(6)
    if k == 0:
        d.f("She moved here from {abroad:COUNTRY} in {y:DATE}. ", y=str(c["D0"].year - rng.randint(2, 20)))
    elif k == 1:
        d.f("Her {kid_rel} {kid_first:FAMILY} is {kid_occ_a} {kid_occ:PROFESSION} and " + ("helps with childcare. " if c["age_n"] < 48 else "lives nearby. "))
    elif k == 2:
        d.f("She is due to travel to {abroad:COUNTRY} to visit family in {m:DATE}. ",
            m=ids.month_year(ids.shift(c["D0"], rng.randint(20, 120))))
    elif k == 3:
        if c["age_n"] < 68:
            d.f("Her {partner_rel} ({partner_first:FAMILY}) works as {partner_occ_a} {partner_occ:PROFESSION}. ")
        else:
            d.f("Her {partner_rel} {partner_first:FAMILY}, a retired {partner_occ:PROFESSION}, is her main carer. ")
    elif k == 4:
        if c["age_n"] < 60:
            d.f("She trains with {club:ORGANIZATION} twice a week. ")
        else:
            d.f("She is active with {club:ORGANIZATION} and does not want to miss it because of leakage. ")
    elif c["age_n"] < 60:
        d.f("Her mother {mother_first:FAMILY} had a hysterectomy for \"bad periods\" aged {a:AGE}. ",
            a=str(rng.randint(36, 52)))
    else:
        d.f("Her {kid_rel} {kid_full:FAMILY} rings her daily and can be contacted on {partner_phone:PHONE}. ")
