"""Shared headers, patient blocks and sign-offs (author 357)."""
from core import P
import clin

DEPTS = ["Medical Retina Service", "Ophthalmology Department", "Macular Service",
         "Eye Outpatients", "Retina Clinic", "Intravitreal Injection Service",
         "Department of Ophthalmology", "Eye Day Case Unit"]


def site_head(ctx, site, dept=True, contacts=None):
    s = site()
    if ctx.maybe(0.4):
        s = P(site.name.upper(), "HOSPITAL")
    out = [s]
    if dept:
        out.append(ctx.ch(DEPTS) + (", " + ctx.building() if ctx.maybe(0.2) else ""))
    if ctx.maybe(0.6):
        out.append(ctx.addr_lines(site.addr, sep=ctx.ch([", ", "\n"]), full_state=False))
    contacts = ctx.maybe(0.75) if contacts is None else contacts
    if contacts:
        bits = [ctx.ch(["Tel: ", "T: ", "Phone ", "Ph: "]) + P(site.phone, "PHONE")]
        if ctx.maybe(0.6):
            bits.append(ctx.ch(["Fax: ", "F: ", "Fax "]) + P(site.fax, "FAX"))
        if ctx.maybe(0.45):
            bits.append(ctx.ch(["Email: ", "E: ", ""]) + P(site.email, "EMAIL"))
        if ctx.maybe(0.3):
            bits.append(P(site.url, "URL"))
        out.append(ctx.ch([" | ", "  ", "; "]).join(bits))
    ctx.w("\n".join(out) + "\n")


def pt_block(ctx, pt, style=None, addr=None, phone=None, extra=True):
    style = style or ctx.ch(["table", "line", "stack"])
    nm = pt(ctx.ch(["LF", "LFU", "fl", "fml", "Lf"]))
    mrn = ctx.mrn_label() + ": " + P(pt.mrn, "MRN")
    dob = clin.dob_line(ctx, pt)
    age = ctx.A(pt.age, ctx.ch(["bare", "yrs", "y"])) if ctx.maybe(0.5) else ""
    nat = clin.nat_line(ctx, pt)
    items = [("Patient" if ctx.maybe(0.6) else "Name", nm)]
    if style == "line":
        s = f"{nm}  {dob}" + (f" ({age})" if age else "") + f"  {mrn}"
        if nat:
            s += f"  {nat}"
        ctx.w(s + "\n")
    elif style == "table":
        rows = [f"{items[0][0]:<10}| {nm}", f"{'DOB':<10}| {ctx.D(pt.dob)}" + (f"  Age: {age}" if age else ""),
                f"{mrn}"]
        if nat:
            rows.append(nat)
        ctx.w("\n".join(rows) + "\n")
    else:
        ctx.w(f"{items[0][0]}: {nm}\n{dob}\n{mrn}\n" + (nat + "\n" if nat else ""))
    if ctx.c in ("US", "IE") and extra and ctx.maybe(0.25):
        s = ctx.ssn()
        ctx.w(f"{s[0]}: " + P(s[1], "SSN") + "\n")
    if addr if addr is not None else (extra and ctx.maybe(0.35)):
        ctx.w("Address: " + ctx.addr_lines(pt.addr, sep=", ") + "\n")
    if phone if phone is not None else (extra and ctx.maybe(0.3)):
        ctx.w(ctx.ch(["Tel: ", "Contact: ", "Mobile: "]) + P(ctx.ch([pt.phone, pt.mob]), "PHONE") + "\n")


def sign(ctx, p, lic=None, date=None, prefix=None):
    prefix = prefix if prefix is not None else ctx.ch(["Signed: ", "", "Signature: ", "-- ", "Electronically signed by "])
    s = prefix + ctx.sig(p)
    if p.role and ctx.maybe(0.6):
        s += "\n" + p.role
    lic = ctx.maybe(0.5) if lic is None else lic
    if lic:
        s += ("\n" if ctx.maybe(0.5) else "  ") + f"{ctx.lic_label(p)}: " + P(p.lic, "LICENSE")
    if date if date is not None else ctx.maybe(0.5):
        s += "  " + ctx.ch(["Date: ", "", "on "]) + ctx.D(ctx.today) + (" " + ctx.time() if ctx.maybe(0.5) else "")
    ctx.w(s + "\n")


def typed(ctx, author, sec):
    """Dictation reference such as 'JA/kl' or 'Dictated: JA  Typed: kl 12/03/2024'."""
    x = ctx.r.random()
    if x < 0.4:
        ctx.w(f"{author('INI')}/{sec('lc')}\n")
    elif x < 0.7:
        ctx.w(f"Dictated by {author('il')}; typed by {sec('fl')} " + ctx.D(ctx.days(ctx.ri(1, 6))) + "\n")
    else:
        ctx.w(f"D: {ctx.D(ctx.today)}  T: " + ctx.D(ctx.days(ctx.ri(0, 5))) + f"  {author('INI')}/{sec('lc')}\n")


def cc_line(ctx, names):
    ctx.w("cc: " + "; ".join(names) + "\n")


def footer(ctx, site=None, pt=None, p=0.5):
    """EPR print footer: printed-by line, page numbers, confidentiality banner."""
    if not ctx.maybe(p):
        return
    w = ctx.w
    w("\n" + "-" * ctx.ri(20, 40) + "\n")
    prn = ctx.staff(ctx.ch(["clerk", "sec", "nurse"]))
    x = ctx.r.random()
    if x < 0.4:
        w(f"Printed {ctx.D(ctx.today, ctx.ch(['num', 'iso', 'MED']))} {ctx.time()} by {P(ctx.user(prn), 'USERNAME')}"
          f" | Page 1 of {ctx.ri(1, 3)}" + (f" | {site()}" if site else "") + "\n")
    elif x < 0.7:
        w("CONFIDENTIAL - contains patient identifiable information."
          + (f" {P(pt.last.upper(), 'PATIENT')} / {P(pt.mrn, 'MRN')}" if pt else "")
          + (f" Not to be removed from {site()}." if site else "") + "\n")
    else:
        w(f"EPR doc {P(ctx.idnum('ord'), 'IDNUM')} v{ctx.ri(1, 4)} - last saved {ctx.D(ctx.today, 'iso')} "
          f"{ctx.time()} ({P(ctx.user(prn), 'USERNAME')}" + (f" @ {P(ctx.ip(), 'IPADDR')}" if ctx.maybe(0.4) else "") + ")\n")
