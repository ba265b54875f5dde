"""Blocks shared by several genres."""
import clin
from case import pick, dg

RECORD_SOURCES = ["EPR", "drug chart", "nursing notes", "ED clerking", "ReSPECT form", "GP summary record",
                  "observation charts (NEWS2)", "fluid balance charts", "palliative care notes",
                  "ICU flowsheet", "operation note", "discharge summaries", "radiology reports",
                  "Lorenzo EPR", "SystmOne GP record", "EMIS Web summary", "Cerner PowerChart notes",
                  "Epic inpatient notes", "TrakCare episode list", "Medway PAS",
                  "microbiology results", "Datix log", "safeguarding record"]

FAMILY_QS = [
    "Asked whether the {ia_low} could have been picked up sooner.",
    "Wanted to know why {he} was moved wards late at night.",
    "Asked whether a post-mortem was needed; explained that it is not, unless the coroner decides otherwise.",
    "Queried why 'frailty of old age' was written - explained what it means and that it is an accepted cause.",
    "Asked if the fall contributed; explained this is why the coroner has to be informed.",
    "Wanted reassurance that {he} was not in pain at the end; syringe driver notes reviewed with them.",
    "Asked how long registration takes and whether they can book the funeral yet.",
    "Asked for a copy of the notes - directed to the Access to Health Records team.",
    "Unhappy that the family were not called sooner when {he} deteriorated overnight.",
    "No concerns about care; thanked the nursing staff on the ward.",
    "Asked what 'Ib' means on the certificate.",
    "Asked whether the antibiotics were the right ones; explained the microbiology advice.",
]

RELIGION = [
    "Family are Muslim and request release for burial within 24 hours; out-of-hours registration contacted.",
    "Jewish family - burial as soon as possible, shomer arranged by the community.",
    "Family are Hindu; cremation planned, body to be released to the funeral director once paperwork complete.",
    "Sikh family - requested that the kara and kesh are left undisturbed.",
    "Catholic - priest attended for the Sacrament of the Sick before death.",
    "No specific religious or cultural requirements stated.",
    "Family are Jehovah's Witnesses; no requirements after death.",
    "Whanau wished to stay with the tupapaku; tikanga observed and karakia held on the ward.",
]


def obs(c):
    r = c.rng
    s = pick(r, clin.OBS)
    return s.format(n=r.randint(5, 12), gcs=r.randint(3, 13), cfs=r.randint(5, 9), wl=r.randint(15, 30),
                    c65=r.randint(2, 5))


def comorbid(n, c, k, sep="; "):
    r = c.rng
    items = []
    pool = list(clin.COMORBID)
    for _ in range(k):
        items.append(pool.pop(r.randrange(len(pool))))
    for i, it in enumerate(items):
        if i:
            n.t(sep)
        n.f(it, yr=(str(c.dod.year - r.randint(1, 25)), "DATE"))


def meds(n, c, k, sep=", "):
    r = c.rng
    pool = list(clin.MEDS)
    for i in range(k):
        if i:
            n.t(sep)
        n.t(pool.pop(r.randrange(len(pool))))


def implant(c):
    if not hasattr(c, "_imp"):
        c._imp = None
        if c.rng.random() < 0.32 or c.cause.get("ia") == "Cardiac arrest":
            kind, model = pick(c.rng, clin.IMPLANTS)
            c._imp = (kind, model, c.serial())
    return c._imp


def causes(n, c, style="uk", ia=None, ib=None, ic=None, ii=None, intervals=True):
    ca = c.cause
    ia = ia or ca["ia"]
    ib = ib if ib is not None else ca.get("ib")
    ic = ic if ic is not None else ca.get("ic")
    ii = ii if ii is not None else ca.get("ii")
    iv = ca.get("iv", (None, None))
    if style == "us":
        rows = [("a", ia, iv[0]), ("b", ib, iv[1]), ("c", ic, None)]
        for letter, txt, interval in rows:
            if txt:
                n.t("  Part I line %s: %s" % (letter, txt))
                if intervals and interval:
                    n.t("   (interval: %s)" % interval)
                n.t("\n")
        if ii:
            n.t("  Part II: %s\n" % ii)
        return
    rows = [("Ia", ia, iv[0]), ("Ib", ib, iv[1]), ("Ic", ic, None)]
    for lab, txt, interval in rows:
        if txt:
            n.t("  %s  %s" % (lab, txt))
            if intervals and interval:
                n.t("  [%s]" % interval)
            n.t("\n")
    if ii:
        n.t("  II  %s\n" % ii)


def story(n, c):
    n.f(c.cause["story"], **c.kw())


def audit(n, c, who, when=None, ip=True):
    r = c.rng
    when = when or c.off(c.dod, r.randint(0, 3))
    n.t(pick(r, ["\n-- audit: created ", "\nAudit trail: record created ", "\n[system] entry saved "]))
    n.add(c.D(when, pick(r, ["iso", c.ds])))
    n.t(" %02d:%02d by user " % (r.randrange(7, 20), r.randrange(60)))
    n.add(who.user(r))
    if ip:
        n.t(pick(r, [" from ", " (workstation ", " @ "]))
        n.add(c.ip())
        if n.parts[-2].endswith("(workstation "):
            n.t(")")
    n.t("\n")


def sig(n, c, p, role, lic=None, date=None):
    r = c.rng
    n.t(pick(r, ["Signed: ", "Signature: ", "Completed by: ", "- "]))
    n.add(p.dr() if p in (c.me, c.att, c.cons, c.gp) else p.full())
    n.t(", " + role)
    if lic:
        n.t(" (%s " % lic[0])
        n.add(lic[1])
        n.t(")")
    if date:
        n.t("   Date: ")
        n.add(date)
    n.t("\n")


def weekday_ref(c, d):
    """'on Tuesday' style reference to a date tied to the patient."""
    return c.D(d, "day")


def bleep(c):
    return c.phone("bleep")


def tel_or_ext(c):
    return c.phone(pick(c.rng, ["land", "ext", "bleep"])) if c.sys in ("GB", "SC") else c.phone()


def sjr_ref(c):
    return ("SJR-%d-%s" % (c.dod.year, dg(c.rng, 3)), "IDNUM")
