"""Genre: audit data-collection form."""
import dt
import ids
import clin
import common
from nb import P

GENRE = "audit_data_form"
CASE_ARGS = dict(min_days=60, max_days=365 * 13)

FORMS = ["Cleft Audit Data Collection Form v3.2 (2021)", "Cleft Outcome Dataset - Form B (rev. 2019)",
         "Primary Surgery Audit Proforma (2022 edition)", "5-Year Outcome Audit Form (Eurocleft-style)",
         "Cleft Team Standards Audit - Infant Pathway (2020)"]


def yn(rng, p=0.8):
    return "Y" if rng.random() < p else "N"


def write(nb, c):
    rng = c.rng
    y, m, days = dt.age_parts(c.dob, c.enc)
    form = rng.choice(FORMS)
    nb.f("{f}\n", f=form)
    nb.f("Centre: {h}    Site code: {sc}\n", h=P(c.centre, "HOSPITAL"), sc=rng.choice(["NW1", "YH2", "SW3", "S01", "C07", "E4"]))
    nb.f("Registry ID: {r}     Audit case no.: {a}\n", r=P(c.id("registry"), "IDNUM"), a=P(c.id("case"), "IDNUM"))
    nb.t("-" * 60 + "\n")
    nb.t("SECTION A - DEMOGRAPHICS\n")
    nb.f("A1 Surname ........................ {s}\n", s=c.pt_name("last"))
    nb.f("A2 Forename(s) .................... {f}\n", f=P(c.pt.first + ((" " + c.pt.middle) if c.pt.middle and rng.random() < 0.5 else ""), "PATIENT"))
    nb.f("A3 Date of birth .................. {d}\n", d=c.dob_p())
    nb.f("A4 Sex (M/F/I) .................... {s}\n", s=c.pt.sex)
    nb.f("A5 {ml} {m}\n", ml=(c.mrn_label() + " ").ljust(31, "."), m=P(c.id("mrn"), "MRN"))
    nb.f("A6 {hl} {h}\n", hl=(c.hlabel() + " ").ljust(31, "."), h=P(c.id("hno"), "HEALTHPLAN"))
    nb.f("A7 Postcode at diagnosis .......... {p}\n", p=P(c.home.postcode, "ZIP"))
    if c.country in ("US", "CA", "AU", "NZ") or rng.random() < 0.3:
        nb.f("A8 Town / region .................. {t} / {r}\n", t=P(c.home.city, "CITY"),
             r=P(c.home.region, "STATE" if c.home.region_type == "STATE" else "CITY") if c.home.region else "-")
    nb.f("A9 Ethnicity code ................. {e}\n", e=rng.choice(["A", "B", "H", "J", "M", "N", "S", "Z", "not stated"]))
    nb.t("\nSECTION B - DIAGNOSIS\n")
    nb.f("B1 Cleft type ..................... {t}\n", t=c.dx[1])
    nb.f("B2 LAHSAL ......................... {l}\n", l=c.dx[2])
    nb.f("B3 Syndrome/associated anomaly .... {s}\n", s=c.syndrome or "None known")
    nb.f("B4 Antenatal diagnosis (Y/N) ...... {a}\n", a=yn(rng, 0.6))
    if c.syndrome and rng.random() < 0.6:
        nb.f("B5 Genetic test lab no. ........... {g}\n", g=P(c.id("genetics"), "IDNUM"))
    nb.t("\nSECTION C - REFERRAL AND FEEDING\n")
    ref = dt.add(c.dob, rng.choice([0, 0, 1, 1, 2, 5]))
    nb.f("C1 Date of referral to team ....... {d}\n", d=c.d(ref))
    nb.f("C2 Date/time first CNS contact .... {d} {t}\n", d=c.d(dt.add(ref, rng.choice([0, 0, 1, 2]))), t=common.hhmm(rng))
    nb.f("C3 Contact within 24 h (Y/N) ...... {x}\n", x=yn(rng, 0.85))
    nb.f("C4 Birth weight (g) ............... {w}\n", w=str(rng.randint(2200, 4300)))
    nb.f("C5 Gestation (weeks+days) ......... {g}+{d}\n", g=str(rng.randint(34, 41)), d=str(rng.randint(0, 6)))
    nb.f("C6 Weight at 6 weeks (g) .......... {w}\n", w=str(rng.randint(3200, 5600)))
    nb.t("C7 Feeding method at discharge .... " + rng.choice(["breast", "bottle (squeezy)", "mixed", "NG tube"]) + "\n")
    nb.t("\nSECTION D - PRIMARY SURGERY\n")
    if c.dx[4]:
        ld = dt.add(c.dob, rng.randint(80, 130))
        if ld < c.enc:
            nb.f("D1 Date of lip repair ............. {d}\n", d=c.d(ld))
            nb.f("D2 Age at lip repair (days) ....... {a}\n", a=P(str((ld - c.dob).days), "AGE"))
            nb.f("D3 Operating surgeon (initials) ... {s}\n", s=c.staff_name("surgeon", "init"))
    if c.dx[3]:
        pd = dt.add(c.dob, rng.randint(180, 420))
        if pd < c.enc:
            nb.f("D4 Date of palate repair .......... {d}\n", d=c.d(pd))
            nb.f("D5 Age at palate repair (months) .. {a}\n", a=P(str((pd - c.dob).days // 30), "AGE"))
            nb.t("D6 Technique ...................... " + rng.choice(clin.PAL_SURG) + "\n")
            nb.t("D7 Fistula (Pittsburgh class) ..... " + rng.choice(["none", "none", "III", "IV", "V"]) + "\n")
    nb.t("D8 Complications within 30 days ... " + rng.choice(["none", "none", "wound dehiscence", "readmission - poor feeding", "bleeding (returned to theatre)"]) + "\n")
    if y >= 5:
        nb.t("\nSECTION E - 5-YEAR OUTCOMES\n")
        nb.t("E1 CAPS-A: hypernasality " + str(rng.randint(0, 4)) + ", nasal emission " + str(rng.randint(0, 3)) + ", CSCs " + rng.choice(["Y", "N"]) + "\n")
        nb.f("E2 Recording ref ................. {r}\n", r=P(ids.idnum(rng, "recording"), "IDNUM"))
        nb.t("E3 5-Year-Olds' Index / Goslon .... " + str(rng.randint(1, 5)) + "\n")
        nb.t("E4 dmft ........................... " + str(rng.randint(0, 9)) + "\n")
        nb.t("E5 Hearing: " + rng.choice(["normal", "mild CHL", "aided"]) + "   SDQ total: " + str(rng.randint(3, 24)) + "\n")
        if rng.random() < 0.5:
            nb.f("E6 3D facial capture ID ........... {b}\n", b=P(c.id("3d"), "BIOID"))
    nb.t("\nSECTION F - DATA ENTRY\n")
    cl = rng.choice(["coord", "cns", "clerk"])
    nb.f("Completed by: {n} ({r})\n", n=c.staff_name(cl, "full"), r=c.st(cl).role)
    nb.f("User ID: {u}    Entered: {d} {t}\n", u=P(c.st(cl).user, "USERNAME"), d=c.d(c.enc), t=common.hhmm(rng))
    if rng.random() < 0.8:
        nb.f("Submitted from workstation {ip} via {u}\n", ip=P(ids.ip(rng), "IPADDR"), u=P(ids.url(rng, "audit"), "URL"))
    nb.f("Validated by: {n} on {d}\n", n=c.staff_name(rng.choice(["surgeon", "slt", "ortho"]), "il"),
         d=c.d(dt.add(c.enc, rng.randint(1, 30))))
    if rng.random() < 0.5:
        nb.f("Queries to: {e} / {t}\n", e=P(ids.team_email(rng, "cleft.audit"), "EMAIL"), t=c.phone_ext())
    nb.t("Data held under the registry's approved consent process; consent form " + rng.choice(["signed", "signed", "declined - minimum dataset only"]) + ".\n")
