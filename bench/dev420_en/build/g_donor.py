"""Genre: donor search and HLA typing report (H&I laboratory)."""
import common as C
import ids
import places
from names import new_person

GENRE = "donor_search_hla_report"
KIND = "allo"

ALLELES = {
    "A": ["01:01", "02:01", "02:06", "03:01", "11:01", "24:02", "26:01", "29:02", "30:01", "31:01", "33:03", "68:01"],
    "B": ["07:02", "08:01", "13:02", "15:01", "18:01", "35:01", "40:01", "44:02", "44:03", "51:01", "57:01", "58:01"],
    "C": ["01:02", "03:04", "04:01", "05:01", "06:02", "07:01", "07:02", "12:03", "15:02", "16:01"],
    "DRB1": ["01:01", "03:01", "04:01", "07:01", "08:01", "11:01", "13:01", "13:02", "15:01", "16:01"],
    "DQB1": ["02:01", "02:02", "03:01", "03:02", "05:01", "06:02", "06:03"],
    "DPB1": ["01:01", "02:01", "03:01", "04:01", "04:02", "05:01", "13:01"],
}
LOCI = ["A", "B", "C", "DRB1", "DQB1", "DPB1"]


def _typing(rng):
    return {l: sorted(rng.sample(ALLELES[l], 2)) for l in LOCI}


def _fmt_typ(t, loci=LOCI):
    return "  ".join("%s*%s,%s" % (l, t[l][0], t[l][1]) for l in loci)


def _haplo(rng, t):
    out = {}
    for l in LOCI:
        out[l] = sorted([t[l][0], rng.choice(ALLELES[l])])
    return out


def generate(c, d, rng):
    d.line((c.hosp, "HOSPITAL"))
    d.line(rng.choice(["Histocompatibility & Immunogenetics Laboratory", "Transplant Immunology / HLA Laboratory",
                       "H&I Department", "Tissue Typing Laboratory"]))
    if rng.random() < 0.6:
        d.line(*c.haddr.parts(), "   Tel ", (c.hphone, "PHONE"), "   Fax ", (c.hfax, "FAX"))
    if rng.random() < 0.5:
        d.line(rng.choice(["ASHI", "EFI", "CLIA"]), " accreditation no. ", (rng.choice(["", "D"]) + ids.digits(rng, 2) + "D" + ids.digits(rng, 7), "LICENSE"))
    d.line("")
    d.line(rng.choice(["DONOR SEARCH AND HLA TYPING REPORT", "HLA TYPING & DONOR SELECTION REPORT", "Final Report - HLA / Donor Search"]))
    rep = ids.add(c.day0, -rng.randint(40, 120))
    lab = ids.accession(rng, c.yy, "HLA")
    d.line("Report date: ", c.d(rep), "    Lab no: ", (lab, "IDNUM"))
    d.line("Requested by: Dr ", (c.att.full(), "DOCTOR"), ", ", rng.choice(["BMT Programme", "Transplant team", "Haematology"]))
    d.line("")
    d.line("Patient: ", C.pt_name(c, rng, ["upper", "lf", "full"]), "   Sex: ", c.sex, "   DOB: ", c.d(c.dob))
    d.line(*c.id_items(rng), *(["   SSN: ", (c.ssn, "SSN")] if c.country == "US" and rng.random() < 0.4 else []))
    d.line("Diagnosis: ", c.dis["dis"], " (", c.dis["abbr"], ")   ABO/Rh: ", rng.choice(["O pos", "A pos", "B neg", "AB pos", "A neg"]),
           "   CMV IgG: ", rng.choice(["positive", "negative"]))
    d.line("Specimen: ", rng.choice(["EDTA blood x2", "buccal swab", "EDTA 6 mL"]), ", received ", c.d(ids.add(rep, -rng.randint(7, 20))),
           "; specimen ID ", (ids.accession(rng, c.yy, rng.choice(["S", "SP", "H"])), "IDNUM"))
    d.line("")
    d.line("PATIENT HLA TYPING (NGS, high resolution, 2-field)")
    t = _typing(rng)
    for l in LOCI:
        d.line("  HLA-%-5s %s  %s" % (l, t[l][0], t[l][1]))
    d.line("  Haplotype frequency: ", rng.choice(["common (NMDP HaploStats top 10%)", "uncommon - B*15:01 with rare C", "rare; search predicted difficult"]))
    d.line("")
    d.line("FAMILY TYPING")
    fam = [(c.sib_rel, c.sib, c.sib_age)]
    for _ in range(rng.randint(0, 2)):
        p = new_person(rng, last=c.pt.last)
        rel = rng.choice(["sister", "brother", "son", "daughter", "mother", "father", "half-brother", "cousin"])
        if rel in ("son", "daughter"):
            age = max(18, c.age - rng.randint(20, 36))
        elif rel in ("mother", "father"):
            age = c.age + rng.randint(20, 34)
        else:
            age = max(17, c.age + rng.randint(-12, 12))
        fam.append((rel, p, age))
    for rel, p, age in fam:
        res = rng.choice(["10/10 HLA-identical", "haploidentical", "non-identical (0 haplotypes shared)", "haploidentical",
                          "10/10 identical, 12/12 incl DPB1"])
        d.line("  %-12s " % rel.capitalize(), (p.full() if rng.random() < 0.7 else p.first, "FAMILY"), " (", (str(age), "AGE"), ")  lab no ",
               (ids.accession(rng, c.yy, "HLA"), "IDNUM"), "  - ", res)
        if rng.random() < 0.3:
            d.line("      ", _fmt_typ(_haplo(rng, t), LOCI[:5]))
        if rng.random() < 0.25:
            d.line("      contact: ", (ids.phone(rng, c.country, mobile=True), "PHONE"), "; lives in ",
                   (rng.choice(places.TOWNS[c.country])[0], "CITY"))
    d.line("")
    d.line("UNRELATED DONOR SEARCH (", c.d(ids.add(rep, -rng.randint(1, 10))), ")")
    d.line("Registries searched via ", rng.choice(["WMDA Search & Match", "NMDP Traxis", "BMDW/WMDA", "Anthony Nolan search"]),
           ": ", ", ".join(rng.sample(["NMDP", "DKMS", "Anthony Nolan", "ZKRD", "Canadian Blood Services", "ABMDR", "IUBMR", "REDOME"], 4)))
    d.line("  Donor ID            Registry / country     Age Sex CMV ABO    Match  DPB1 TCE")
    for _ in range(rng.randint(2, 5)):
        art, ctry = places.strip_the(rng.choice(places.DONOR_COUNTRIES))
        d.line("  ", (ids.donor_id(rng), "IDNUM"), "  ", rng.choice(["DKMS", "NMDP", "ZKRD", "AN", "CBS", "ABMDR"]), " / ", art, (ctry, "COUNTRY"),
               "  ", (str(rng.randint(18, 55)), "AGE"), "  %s  %s  %-5s  %s  %s" % (
                   rng.choice("MF"), rng.choice(["neg", "pos"]), rng.choice(["O+", "A+", "B+", "O-", "A-", "AB+"]),
                   rng.choice(["10/10", "10/10", "9/10 (A)", "9/10 (DQB1)", "8/8"]), rng.choice(["permissive", "non-permissive", "perm"])))
    if rng.random() < 0.35:
        d.line("  Cord blood: CBU ", (ids.donor_id(rng), "IDNUM"), " 5/6, TNC 3.1 x10^7/kg; CBU ", (ids.donor_id(rng), "IDNUM"), " 4/6")
    d.line("")
    d.line("ANTI-HLA ANTIBODY SCREEN (Luminex single antigen beads)")
    d.line("  ", rng.choice(["Negative - no DSA against any proposed donor.",
                             "DSA detected: anti-DRB1*07:01 MFI 3,200 (vs haplo son) - desensitisation would be required.",
                             "Class I PRA 12%; no DSA vs preferred donors.", "Weak anti-B*44 (MFI 1,100), not donor-specific."]))
    d.line("")
    d.line("RECOMMENDATION")
    d.line("  ", rng.choice(["Preferred: 10/10 MUD, young male, CMV-matched, ABO-compatible; back-up haplo relative.",
                             "HLA-identical sibling available - proceed with sibling donor work-up.",
                             "Proceed to confirmatory typing (CT) on first 2 unrelated donors.",
                             "No 10/10 MUD; recommend haploidentical donor with PTCy."]))
    d.line("  Donor selection discussed at ", rng.choice(["transplant MDT", "donor selection meeting"]), " ",
           c.d(ids.add(rep, rng.randint(1, 7))), ".")
    d.line("")
    d.line("Reported by: ", (c.lab.full(), "DOCTOR"), ", ", rng.choice(["PhD, D(ABHI)", "FRCPath", "Clinical Scientist", "HCPC CS"]),
           "   Authorised: ", c.d(rep), " ", ids.clock(rng))
    if rng.random() < 0.5:
        d.line("Search coordinator: ", (c.coord.full(), "DOCTOR"), "  ", (c.coord_email, "EMAIL"), "  ", (ids.phone_ext(rng, c.country), "PHONE"))
    if rng.random() < 0.4:
        d.line("Verified by user ", (c.lab.login(rng), "USERNAME"), " (", (ids.ip(rng), "IPADDR"), ")")
    d.line("This report relates only to the specimens received. Page 1 of 1")
