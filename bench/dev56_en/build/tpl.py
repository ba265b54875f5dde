"""A small template language for narrative text. Placeholders expand to
marked PHI (via ctx helpers) or to plain random choices; innermost first, so
{CH:...} options may themselves hold placeholders.

  {PT} {pt}         patient reference (capitalised / not)
  {PTT} {PTF} {PTN} patient: title+surname / first name / full name
  {AGEN} {AGE}      "64-year-old man" / "64-year-old"
  {He} {he} {His} {his} {him}
  {D:+2}            short date (3/6) relative to the note anchor, days
  {DF:-30}          full date in the note's house format
  {DX:-30}          full date in a random format
  {WK:+1}           weekday + short date (Tue 3/5)
  {WD:+1}           weekday alone
  {MD:+1}           month + day (March 5)
  {MY:-14}          month + year, offset in months
  {Y:-5}            year, offset in years
  {DR:+0:+3}        short date range, two spans
  {POD:2}           "POD #2 (3/6)" relative to ctx.op_date
  {HOL}             a holiday
  {DOC:key:kind}    a clinician (random form), cached by key
  {DRN:key:kind}    "Dr. Surname"
  {DOCF:key:kind}   "First M. Last, MD"
  {RN:key}          a nurse
  {FAM:key:rel}     a relative's first name; {FAMF:key:rel} full name
  {SPOUSE}          "wife Ana" / "husband Tom" (or next of kin if unmarried)
  {HOSP} {OHOSP} {REHAB} {PHARM} {CLIN:spec}
  {CITY} {STATE} {COUNTRY:x} {ORG:x} {PROF:x}  (x marked as given)
  {AGEV:a:b}        a marked age drawn from a..b
  {SPEC} {ACCN} {ORDN}  marked specimen / accession / order numbers (IDNUM)
  {PHONE} {PAGER}   marked phone / pager
  {LM:x}            x marked as LOCATION_OTHER
  {N:a:b}           random integer, plain
  {F:a:b:p}         random float with p decimals, plain
  {CH:a|b|c}        random choice, plain
  {OPT:p:text}      text with probability p
"""
import datetime as dt
import re

import fake
import pools
from seg import P

TOK = re.compile(r"\{([^{}]*)\}")


def _months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    return dt.date(y, m, min(d.day, 28))


def expand(x, body):
    r = x.r
    parts = body.split(":")
    k = parts[0]
    if k == "PT":
        return x.pt_ref(True)
    if k == "pt":
        return x.pt_ref(False)
    if k == "PTT":
        return x.PT("title")
    if k == "PTF":
        return x.PT("first")
    if k == "PTN":
        return x.PT(r.choice(["full", "full_nomid"]))
    if k == "AGEN":
        return x.age_noun()
    if k == "AGE":
        return x.AGE()
    if k == "He" and r.random() < 0.3:
        return x.pt_ref(True)
    if k in ("He", "he", "His", "his", "him"):
        return getattr(x, k)
    if k in ("D", "DF", "DX", "WK", "WD", "MD"):
        d = x.anchor + dt.timedelta(days=int(parts[1]))
        if k == "D":
            return x.D(d, short=True)
        if k == "DF":
            return x.D(d)
        if k == "DX":
            return x.Dx(d)
        if k == "WK":
            return x.D(d, "wk_dm" if x.L.dmy else "wk_md")
        if k == "WD":
            return x.D(d, "weekday")
        return x.D(d, "month_day")
    if k == "MY":
        d = _months(x.anchor, int(parts[1]))
        return x.D(d, r.choice(["month_year", "month_year", "mon_year", "my_slash"]))
    if k == "Y":
        return P("DATE", str(x.anchor.year + int(parts[1])))
    if k == "DR":
        d1 = x.anchor + dt.timedelta(days=int(parts[1]))
        d2 = x.anchor + dt.timedelta(days=int(parts[2]))
        return x.DR(d1, d2)
    if k == "POD":
        n = int(parts[1])
        d = getattr(x, "op_date", x.anchor) + dt.timedelta(days=n)
        lab = r.choice(["POD #%d", "POD %d", "POD#%d", "postop day %d"]) % n
        return "%s (%s)" % (lab, x.D(d, short=True))
    if k == "HOL":
        return x.holiday()
    if k in ("DOC", "DRN", "DOCF"):
        kind = parts[2] if len(parts) > 2 else "physician"
        p = x.staff(parts[1], kind)
        if k == "DRN":
            return x.DOC(p, "dr")
        if k == "DOCF":
            return x.DOC(p, r.choice(["full_cred", "full_cred", "dr_full"]))
        return x.DOC(p)
    if k == "RN":
        return x.NURSE(x.staff(parts[1], "nurse"))
    if k in ("SPOUSE", "SPOUSEF"):
        rel, p = x.spouse_or_next()
        return rel + " " + x.FAM(p, "full" if k == "SPOUSEF" else "first")
    if k in ("FAM", "FAMF"):
        p = x.family(parts[1], parts[2] if len(parts) > 2 else None)
        return x.FAM(p, "full" if k == "FAMF" else "first")
    if k == "HOSP":
        return P("HOSPITAL", x.hospital().name)
    if k == "OHOSP":
        return P("HOSPITAL", x.other_hospital())
    if k == "REHAB":
        return P("HOSPITAL", x.rehab())
    if k == "PHARM":
        return P("HOSPITAL", x.pharmacy())
    if k == "CLIN":
        return P("HOSPITAL", x.clinic(parts[1] if len(parts) > 1 else None).name)
    if k == "CITY":
        return P("CITY", x.home_city)
    if k == "STATE":
        return P("STATE", x.L.region)
    if k == "COUNTRY":
        return P("COUNTRY", parts[1])
    if k == "ORG":
        return P("ORGANIZATION", ":".join(parts[1:]))
    if k == "PROF":
        return P("PROFESSION", ":".join(parts[1:]))
    if k == "AGEV":
        return P("AGE", str(r.randint(int(parts[1]), int(parts[2]))))
    if k == "SPEC":
        return P("IDNUM", fake.specimen(r, x.anchor.year))
    if k == "ACCN":
        return P("IDNUM", fake.accession(r, x.anchor.year))
    if k == "ORDN":
        return P("IDNUM", fake.order_no(r))
    if k == "BADGE":
        return P("IDNUM", str(r.randint(100, 9999)))
    if k == "PHONE":
        return x.phone()
    if k == "PAGER":
        return P("PHONE", fake.pager(r))
    if k == "EMS":
        return P("ORGANIZATION", x.ems())
    if k == "LMR":
        lm = r.choice(pools.LANDMARKS)
        if lm.startswith("the "):
            return "the " + P("LOCATION_OTHER", lm[4:])
        return P("LOCATION_OTHER", lm)
    if k == "LM":
        return P("LOCATION_OTHER", ":".join(parts[1:]))
    if k == "N":
        return str(r.randint(int(parts[1]), int(parts[2])))
    if k == "F":
        return "%.*f" % (int(parts[3]), r.uniform(float(parts[1]), float(parts[2])))
    if k == "CH":
        return r.choice(body[3:].split("|"))
    if k == "OPT":
        p = float(parts[1])
        return ":".join(parts[2:]) if r.random() < p else ""
    raise KeyError(body)


def T(x, s):
    out = s
    while True:
        m = TOK.search(out)
        if not m:
            return out
        out = out[:m.start()] + expand(x, m.group(1)) + out[m.end():]
