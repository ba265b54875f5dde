"""Shared blocks: patient headers, signatures, cc lists, hard-negative sentences."""
import ident as I
import pools_clinical as C
from case import pick


def cb(rng, on=True):
    if on:
        return pick(rng, ["[x]", "[X]", "[x]", "(Y)"])
    return pick(rng, ["[ ]", "[ ]", "(N)"])


def yn(rng, on=True):
    return pick(rng, ["Yes", "Y", "yes"]) if on else pick(rng, ["No", "N", "no"])


def rule(rng):
    return pick(rng, ["-" * 60, "=" * 60, "_" * 50, "-" * 44, "~" * 40]) + "\n"


def pt_header(d, c, style=None):
    rng = c.rng
    if style is None:
        style = rng.randrange(5)
    if style == 0:
        d.w("Patient: {n}    DOB: {dob}    ", n=c.name_lf(), dob=c.D(c.dob))
        d.v(c.ids_line())
        d.t("\n")
    elif style == 1:
        d.w("Name: {n}   Age: {a}   Sex: {s}\n", n=c.name_full(), a=c.age_v(), s=c.sex)
        d.v(c.ids_line())
        d.w("   DOB: {dob}\n", dob=c.D(c.dob))
    elif style == 2:
        d.t("+----------------------------------------------------+\n")
        d.w("| {n}\n", n=c.name_lf_mi())
        d.w("| DOB {dob}  ({a}y {s})\n", dob=c.D(c.dob), a=c.age_v(), s=c.sex)
        d.t("| ")
        d.v(c.ids_line())
        d.t("\n| ")
        d.v(c.address())
        d.t("\n+----------------------------------------------------+\n")
    elif style == 3:
        d.w("{t}{n}, {a} {s}, DOB {dob}, ", t=c.title + " ", n=c.pt.fml(), a=c.age_v(),
            s=pick(rng, ["yo " + c.sex, c.sexword(), "y/o " + c.sexword()]), dob=c.D(c.dob))
        d.v(c.ids_line())
        d.t("\n")
    else:
        d.w("PT: {n} | {a}{s} | DOB {dob} | ", n=c.name_lf(), a=c.age_v(), s=c.sex, dob=c.D(c.dob))
        d.v(c.ids_line())
        d.t("\n")


def sig(d, c, person, role, date=None, lic=True, contact=True):
    rng = c.rng
    d.t(pick(rng, ["Signed: ", "Electronically signed by ", "Signature: ", "", "Completed by: "]))
    d.v(person.signed())
    d.t("\n" + role)
    if lic and person.lic and rng.random() < 0.8:
        d.w("  |  {lab} {no}", lab=person.lic_label, no=("LICENSE", person.lic))
    d.t("\n")
    if contact:
        f = rng.randrange(4)
        if f == 0:
            d.w("Tel {p}  {bw} {b}\n", p=("PHONE", person.phone), bw=c.pager_word, b=("PHONE", person.bleep))
        elif f == 1:
            d.w("{e}\n", e=("EMAIL", person.email))
        elif f == 2:
            d.w("Direct line {p}; email {e}\n", p=("PHONE", person.phone), e=("EMAIL", person.email))
    if date is not None:
        d.w("Date: {dt} {tm}\n", dt=c.D(date), tm=time(rng))


def time(rng, colon=True):
    h = rng.choice([7, 8, 8, 9, 9, 10, 10, 11, 12, 13, 14, 14, 15, 16, 17, 18, 19, 20])
    m = rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55])
    return ("%02d:%02d" if colon else "%02d%02d") % (h, m)


def cc_block(d, c, extra=True):
    rng = c.rng
    d.t("\ncc: ")
    d.v(c.gp.dr_full())
    d.w(", {p}", p=("HOSPITAL", c.practice))
    if rng.random() < 0.6:
        d.w(" (fax {f})", f=("FAX", c.gp_fax))
    d.t("\n    ")
    d.v(c.ref_cons.dr())
    d.w(", {sp}, {h}\n", sp=c.ref_spec, h=("HOSPITAL", c.hospital))
    if extra:
        d.t("    Patient (")
        d.v(c.address())
        d.t(")\n")
    if rng.random() < 0.5:
        d.w("    {h} (home infusion provider)\n", h=("ORGANIZATION", c.homecare))


def hn(d, c, n=2, sep=" "):
    """hard-negative clinical sentences"""
    for s in c.rng.sample(C.HN_SENTENCES, n):
        d.t(s + sep)


def drug_line(c):
    return "%s (%s) %s IV %s via %s" % (c.drug, c.brand, c.dose, c.freq, c.delivery)


def meds_list(d, c, n=None):
    rng = c.rng
    pool = ["apixaban 5 mg BD", "metformin 1 g BD", "atorvastatin 40 mg ON (held - daptomycin)",
            "omeprazole 20 mg OD", "ramipril 5 mg OD", "bisoprolol 2.5 mg OD", "furosemide 40 mg OM",
            "paracetamol 1 g QDS PRN", "oxycodone MR 10 mg BD", "Lantus 22 units ON", "Novorapid per scale",
            "levothyroxine 100 mcg OD", "sertraline 50 mg OD", "tamsulosin 400 mcg ON",
            "amlodipine 10 mg OD", "gabapentin 300 mg TDS", "Adcal-D3 1 tab BD", "alendronic acid 70 mg weekly",
            "metronidazole 400 mg TDS PO", "rifampicin 450 mg BD PO", "Laxido 1 sachet BD",
            "enoxaparin 40 mg SC OD", "warfarin as per INR (target 2-3)", "Fortisip 1 bottle BD",
            "methadone 60 mg OD (supervised)", "allopurinol 100 mg OD", "prednisolone 5 mg OD",
            "empagliflozin 10 mg OD", "Ventolin 2 puffs PRN", "Symbicort 200/6 2 puffs BD"]
    k = n or rng.randint(3, 7)
    for m in rng.sample(pool, k):
        d.t("  - " + m + "\n")


def ward_loc(c):
    return [("HOSPITAL", c.ward), ", bed ", ("LOCATION_OTHER", c.bed), ", ", ("HOSPITAL", c.hospital)]
