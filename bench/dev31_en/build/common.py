"""Shared blocks: headers, signatures, cc lists."""
import datetime as dt


def ids_block(c, n, sep="\n"):
    """locale identifiers for the patient; returns nothing, writes into n"""
    L = c.L
    if c.code == "UK":
        n("NHS No: ", (L.nhs(), "MRN"), sep, "Hosp No: ", (L.mrn(), "MRN"))
    elif c.code == "NZ":
        n("NHI: ", (L.mrn(), "MRN"))
    elif c.code == "IN":
        n("UHID: ", (L.mrn(), "MRN"), sep, "IP No: ", (L.account(), "ACCOUNT"))
    elif c.code == "AU":
        n("URN: ", (L.mrn(), "MRN"), sep, "Medicare: ", (L.healthplan(), "HEALTHPLAN"))
    elif c.code == "CA":
        n("MRN: ", (L.mrn(), "MRN"), sep, c.ch(["OHIP: ", "Health card #: ", "PHN: "]), (L.healthplan(), "HEALTHPLAN"))
    elif c.code == "IE":
        n("MRN: ", (L.mrn(), "MRN"))
        if c.rnd() < 0.5:
            n(sep, "Medical card no: ", (L.healthplan(), "HEALTHPLAN"))
    else:
        n("MRN: ", (L.mrn(), "MRN"), sep, c.ch(["Acct #: ", "FIN: ", "Encounter: "]), (L.account(), "ACCOUNT"))


def header(c, n, pt, dob, hosp, title, unit=None, ptform=None, show_addr=True, gp=None):
    r = c.r
    lay = c.ch("ABCD")
    age = c.age_of(dob)
    if lay == "A":
        n((hosp, "HOSPITAL"), "\n", title, "\n", "=" * len(title), "\n")
        n("Patient: ", c.nm(pt, "PATIENT", ptform or c.ch(["full", "REV", "rev", "fullmi"])), "\n")
        n("DOB: ", c.D(dob))
        if age >= 1:
            n(" (", c.age(age), c.ch(["y", " yrs", " years"]), ")")
        n("\n")
        ids_block(c, n)
        n("\n")
        if show_addr:
            n("Address: ", c.addr(True), "\n")
            n(c.ch(["Tel: ", "Phone: ", "Contact no: ", "Mobile: "]), c.ph("mobile"), "\n")
        if unit:
            n("Location: ", (unit, "HOSPITAL"), ", ", c.ch(["Bed ", "Room ", "Bay 2 Bed ", "Cot "]), (str(r.randint(1, 28)), "LOCATION_OTHER"), "\n")
        n("Date: ", c.D(c.enc), " ", c.time(), "\n")
        if gp:
            n("GP: ", c.dr(gp[0]), ", ", (gp[1], "HOSPITAL"), "\n")
        n("\n")
    elif lay == "B":
        n("**", (hosp, "HOSPITAL"), " — ", title, "**\n\n")
        n("| Name | DOB | ", c.L.natid_label(), " | Seen |\n|---|---|---|---|\n")
        n("| ", c.nm(pt, "PATIENT", ptform or c.ch(["REV", "full", "rev"])), " | ", c.D(dob), " | ", (c.L.nhs() if c.code == "UK" else c.L.mrn(), "MRN"), " | ", c.D(c.enc), " |\n\n")
        if show_addr:
            n("Home address: ", c.addr(True), ". Phone ", c.ph(), ".\n")
        if unit:
            n("Ward: ", (unit, "HOSPITAL"), " (room ", (f"{r.randint(1, 40)}{c.ch(['', 'A', 'B'])}", "LOCATION_OTHER"), ")\n")
        if gp:
            n("Registered GP: ", c.dr(gp[0]), " at ", (gp[1], "HOSPITAL"), "\n")
        n("\n")
    elif lay == "C":
        n(title.upper(), "\n")
        n("PT: ", c.nm(pt, "PATIENT", ptform or "REV"), " | DOB ", c.D(dob), " | ")
        ids_block(c, n, sep=" | ")
        n(" | Site: ", (hosp, "HOSPITAL"))
        if unit:
            n(" / ", (unit, "HOSPITAL"), " bed ", (str(r.randint(1, 30)), "LOCATION_OTHER"))
        n("\n")
        n("Date of service: ", c.D(c.enc), "   Time: ", c.time(), "\n")
        if show_addr:
            n("Addr: ", c.addr(True), "   Ph: ", c.ph(), "\n")
        if gp:
            n("PCP/GP: ", c.nm(gp[0], "DOCTOR", "REV"), " (", (gp[1], "HOSPITAL"), ")\n")
        n("\n")
    else:
        n((hosp, "HOSPITAL"))
        if unit:
            n(" · ", (unit, "HOSPITAL"))
        n("\n", title, " — ", c.D(c.enc), "\n\n")
        n("Name: ", c.nm(pt, "PATIENT", ptform or c.ch(["full", "fullmi"])), "    Born: ", c.D(dob))
        if age >= 2:
            n("    Age: ", c.age(age))
        n("\n")
        ids_block(c, n, sep="    ")
        n("\n")
        if show_addr:
            n("Lives at: ", c.addr(False), "\n")
            n("Main contact: ", c.ph("mobile"), "\n")
        if gp:
            n("GP: ", c.dr(gp[0]), ", ", (gp[1], "HOSPITAL"), ", tel ", c.ph("land"), "\n")
        n("\n")


def signature(c, n, clin, role, hosp=None, when=None):
    L = c.L
    when = when or c.enc
    s = c.ch("ABCDE")
    if s == "A":
        lab, val = L.lic_doc()
        n("\n", c.nm(clin, "DOCTOR", "full"), ", ", role, "\n", lab, ": ", (val, "LICENSE"), "\n")
        n(c.ch(["Bleep ", "Pager ", "Ext "]), (L.pager(), "PHONE"), "\n")
    elif s == "B":
        n("\nElectronically signed by ", c.nm(clin, "DOCTOR", c.ch(["full", "REV"])), " (", role, ") on ", c.D(when), " at ", c.time(),
          " — user ", c.user(clin), "\n")
    elif s == "C":
        n("\nSigned: ", c.nm(clin, "DOCTOR", c.ch(["full", "gi", "init"])), "\nDesignation: ", role, "\nDate/time: ", c.D(when), " ", c.time(), "\n")
    elif s == "D":
        typist = c.person()
        n("\nDictated by: ", c.dr(clin, "full"), ", ", role, "\nDD: ", c.D(when), "  DT: ", c.D(when + dt.timedelta(days=c.r.randint(0, 3))),
          "\n", c.nm(clin, "DOCTOR", "INIT"), "/", c.nm(typist, "DOCTOR", "lowinit"), "\n")
    else:
        n("\n", c.nm(clin, "DOCTOR", "full"), "\n", role)
        if hosp:
            n(", ", (hosp, "HOSPITAL"))
        n("\n", c.ch(["Tel ", "Direct line: ", "Office: "]), c.ph("work"), " | ", c.email(clin, hosp or "clinic"), "\n")


def cc_block(c, n, gp, practice, extra=None):
    n("\ncc: ", c.dr(gp, c.ch(["full", "sur"])), ", ", (practice, "HOSPITAL"))
    if c.rnd() < 0.5:
        n(", ", c.addr(True))
    if c.rnd() < 0.6:
        n(" (fax ", c.fax(), ")")
    n("\n")
    if extra:
        n("cc: ", extra, "\n")
