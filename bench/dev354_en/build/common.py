"""Shared blocks: patient headers, signatures, letterheads, clinical phrases (hard negatives)."""
import nb


def pick(c, seq):
    return c.rng.choice(seq)


def id_line(c, sep="   "):
    """Identifier fragments: MRN, national number, etc."""
    r = c.rng
    out = [pick(c, c.L.mrn_label) + ": ", (c.mrn, "MRN")]
    if c.nat and r.random() < 0.8:
        out += [sep, pick(c, c.L.nat_label) + ": ", (c.nat, "MRN")]
    return out


def patient_block(n, c, style=None):
    r = c.rng
    style = style or r.choice(["labels", "oneline", "sticker", "table"] +
                              (["us"] if c.code in ("US", "CA") else []))
    if style == "labels":
        n.ln("Name: ", c.P(pick(c, ["LAST_FIRST", "last_first", "full", "full_mid"])),
             "    DOB: ", c.DOB(), "  (", c.A(pick(c, ["plain", "yrs", "yo"])), ")")
        n.ln(id_line(c))
        extra_ids(n, c)
        if r.random() < 0.6:
            n.ln("Address: ", c.addr_pieces(c.addr))
        if r.random() < 0.5:
            n.ln("Tel: ", (c.mob, "PHONE"), (["  (home ", (c.home, "PHONE"), ")"]
                                             if r.random() < 0.3 else ""))
    elif style == "oneline":
        n.ln("Pt: ", c.P(pick(c, ["full", "last_first"])), " | DOB ", c.DOB(), " | ",
             pick(c, c.L.mrn_label), " ", (c.mrn, "MRN"), " | ", c.A(pick(c, ["F", "yo", "sF"])))
    elif style == "sticker":
        n.ln("[patient label]")
        n.ln(c.P("LAST_FIRST"))
        n.ln("DOB ", c.DOB(), "   F   ", pick(c, c.L.mrn_label), " ", (c.mrn, "MRN"))
        n.ln((c.addr["street"], "STREET"))
        rest = c.addr_pieces(c.addr)[2:]
        n.ln(rest)
        if c.nat:
            n.ln(pick(c, c.L.nat_label), " ", (c.nat, "MRN"))
        extra_ids(n, c, 0.3)
    elif style == "table":
        n.ln("+------------+----------------------------------+")
        n.ln("| Surname    | ", (c.pt.last.upper(), "PATIENT"))
        n.ln("| Forename   | ", (c.pt.first, "PATIENT"))
        n.ln("| DOB / Age  | ", c.DOB(), " / ", c.A("plain"))
        n.ln("| ", pick(c, c.L.mrn_label), " | ", (c.mrn, "MRN"))
        if c.nat:
            n.ln("| ", c.L.nat_label[0], " | ", (c.nat, "MRN"))
        n.ln("+------------+----------------------------------+")
    else:
        n.ln("Patient: ", c.P("LAST_FIRST"), "   MRN: ", (c.mrn, "MRN"), "   DOB: ", c.DOB(),
             "   Age: ", c.A(pick(c, ["plain", "yrs"])), "   Sex: F")
        out = [pick(c, c.L.acct_label), ": ", (c.acct, "ACCOUNT")]
        if r.random() < 0.7:
            out += ["   Ins: ", (c.org("insurer"), "ORGANIZATION"), "  ", pick(c, c.L.hp_label),
                    ": ", (c.hp, "HEALTHPLAN")]
        n.ln(out)
        if c.ssn and r.random() < 0.6:
            n.ln(pick(c, c.L.ssn_label), ": ", (c.ssn, "SSN"))


def extra_ids(n, c, prob=0.45):
    """Insurance / national numbers where a country's forms carry them."""
    r = c.rng
    if c.code in ("AU", "CA", "IE", "US") and r.random() < prob:
        n.ln(pick(c, c.L.hp_label), ": ", (c.hp, "HEALTHPLAN"),
             (["   Fund: ", (c.org("insurer"), "ORGANIZATION")] if c.code == "AU" and r.random() < 0.4 else ""))
    if c.ssn and r.random() < prob:
        n.ln(pick(c, c.L.ssn_label), ": ", (c.ssn, "SSN"))


def sign(n, c, p, prefix=None, lic=None, bleep=None, date=None):
    """Signature line for staff member p."""
    r = c.rng
    pre = prefix or pick(c, ["Signed: ", "Signed ", "Sig: ", "-- ", "Name: ", "Completed by: ",
                             "Clinician: ", "By: "])
    st = pick(c, ["title_full", "title_init", "full", "initial_last", "title_last"])
    out = [pre] + c.S(p, st, cred=r.random() < 0.5)
    if r.random() < 0.8:
        out += [" (" + p.job + ")" if r.random() < 0.6 else ", " + p.job]
    if (lic if lic is not None else r.random() < 0.55) and p.lic:
        out += [pick(c, ["  ", " | ", ", "]), p.lic[0], " ", (p.lic[1], "LICENSE")]
    if (bleep if bleep is not None else r.random() < 0.35):
        if c.code in ("UK", "IE"):
            out += [pick(c, [", bleep ", "  Bleep ", " bl. "]), (p.bleep, "PHONE")]
        else:
            out += [pick(c, [", pager ", "  pgr ", " ext "]), (p.bleep, "PHONE")]
    if date:
        out += ["  ", c.D(date), pick(c, ["", " " + "%02d:%02d" % (r.randint(7, 20), r.randrange(60))])]
    n.ln(out)


def letterhead(n, c, dept=None):
    r = c.rng
    dept = dept or c.unit
    if r.random() < 0.5:
        n.ln((c.trust, "ORGANIZATION"))
    n.ln((c.hosp, "HOSPITAL"))
    n.ln(dept)
    if r.random() < 0.75:
        n.ln(c.addr_pieces(c.haddr, country=r.random() < 0.3))
    ph = c.unit_phone
    if r.random() < 0.25:
        ph += pick(c, [" ext ", " ext. ", " x", " Ext "]) + c.L.phone(r, "ext")
    out = [pick(c, ["Tel: ", "Phone: ", "T: ", "Direct line: "]), (ph, "PHONE")]
    if r.random() < 0.6:
        out += ["   Fax: ", (c.unit_fax, "FAX")]
    n.ln(out)
    if r.random() < 0.5:
        n.ln("Email: ", (c.unit_email(), "EMAIL"))


def time_(c, lo=7, hi=22):
    return "%02d:%02d" % (c.rng.randint(lo, hi - 1), c.rng.randrange(0, 60, 1))


def gest_str(c, days=None):
    days = c.gest if days is None else days
    return nb.gest(days, pick(c, ["plus", "plus40", "wd", "plusw", "plus"]))


def obs(c):
    r = c.rng
    return "BP %d/%d, HR %d, RR %d, SpO2 %d%% RA, T %.1f" % (
        r.randint(96, 138), r.randint(58, 88), r.randint(62, 118), r.randint(12, 20),
        r.randint(96, 100), r.choice([36.4, 36.6, 36.8, 37.0, 37.2, 37.5, 36.9]))


# hard-negative clinical phrases: eponyms, drugs, scores, codes, public bodies
GYN_EPONYMS = [
    "No free fluid in the pouch of Douglas.",
    "Cervical os closed on Cusco speculum; no products in the os.",
    "Sims speculum used for better view of the posterior fornix.",
    "Kleihauer not indicated (<20 weeks).",
    "Chadwick's sign not assessed.",
    "No cervical excitation; Rovsing's sign negative.",
    "Arias-Stella reaction noted on previous histology.",
    "Hx of Asherman's syndrome after previous ERPC - discussed.",
    "Foley catheter not required.",
    "Pfannenstiel scar from previous LSCS, well healed.",
    "McBurney's point non-tender.",
    "Murphy's sign negative.",
]
HG_EPONYMS = [
    "Thyroid: known Graves' disease, euthyroid on carbimazole.",
    "Counselled re Wernicke's encephalopathy risk - thiamine given.",
    "Haematemesis small volume - likely Mallory-Weiss tear, Hb stable.",
    "Hartmann's solution preferred over dextrose-containing fluids.",
    "No features of Addison's disease; Murphy's sign negative.",
    "Ptyalism ++, spitting into cup. Gilbert's syndrome known (isolated bilirubin rise).",
]
EPONYM_LINES = GYN_EPONYMS
PUBLIC_REFS = {
    "UK": ["NICE NG126", "RCOG Green-top Guideline No. 69", "MHRA Drug Safety Update",
           "NICE CG154", "UKHSA", "SHOT"],
    "IE": ["HSE National Clinical Guideline", "HIQA", "HPRA", "NWIHP", "RCPI"],
    "AU": ["RANZCOG", "TGA", "Safer Care Victoria", "Queensland Clinical Guidelines",
           "NSW Health PD2022_023"],
    "NZ": ["RANZCOG", "Medsafe", "PHARMAC", "HQSC"],
    "CA": ["SOGC Clinical Practice Guideline No. 414", "Health Canada", "CPSO"],
    "US": ["ACOG Practice Bulletin No. 200", "ACOG PB 193", "FDA", "CDC", "SMFM", "CMS"],
}
