"""Shared note blocks: headers, letterheads, signatures, audit footers."""
import country as C
from note import P, pick, chance


def dob_age(n, c, with_age=True):
    n.add(c.D(c.dob, "full"))
    if with_age:
        r = c.rng
        f = pick(r, [" ({a}y)", " ({a} yrs)", " (age {a})", " [{a}]", " ({a})"])
        pre, post = f.split("{a}")
        n.add(pre, c.age_p(), post)


def demog_header(n, c, style=None):
    r, pt = c.rng, c.pt
    if style is None:
        style = r.randrange(4)
    if style == 0:
        n.add("Name: ", pt.upper_last_first(), "    DOB: ")
        dob_age(n, c)
        n.add("    Sex: " + c.sex_letter() + "\n")
        n.f("{hl}: {hp}    {ml}: {m}\n", hl=c.hp_label, hp=P(c.hp, "HEALTHPLAN"),
            ml=c.mrn_label, m=P(c.mrn, "MRN"))
        n.add("Address: ", c.addr_pieces(c.addr), "\n")
    elif style == 1:
        n.add("Patient: ", pt.last_first(), "   " + c.mrn_label + ": ", P(c.mrn, "MRN"), "   DOB: ")
        n.add(c.D(c.dob), "   Age: ", c.age_p(), " y   Sex: " + c.sex_letter() + "\n")
        n.add(c.acct_label + ": ", P(c.acct, "ACCOUNT"), "   Location: ")
        if getattr(c, "setting", "ward") == "ed":
            n.add(pick(r, c.svc["ed"]) + " cubicle ", c.bed())
        else:
            n.add(P(c.ward, "HOSPITAL"), " bed ", c.bed())
        n.add("\n")
        if c.ssn and chance(r, 0.35):
            n.add(c.ssn[0] + ": ", P(c.ssn[1], "SSN"), "   ")
        n.add(c.hp_label + ": ", P(c.hp, "HEALTHPLAN"), "\n")
    elif style == 2:
        n.add("Pt: ", pt.full(), " | DOB ", c.D(c.dob), " | " + c.mrn_label + " ", P(c.mrn, "MRN"), "\n")
    else:
        n.add(pt.upper_last_first(), "  ", c.age_p(), c.sex_letter(), "  ", P(c.mrn, "MRN"))
        n.add("  ", c.hp_label + " ", P(c.hp, "HEALTHPLAN"), "\n")
        if getattr(c, "setting", "ward") == "ed":
            n.add(P(c.hosp, "HOSPITAL"), " - " + pick(r, c.svc["ed"]) + ", cubicle ", c.bed(), "\n")
        else:
            n.add(P(c.hosp, "HOSPITAL"), " - ", P(c.ward, "HOSPITAL"), ", bed ", c.bed(), "\n")


def letterhead(n, c, dept=None):
    r = c.rng
    dept = dept or pick(r, ["Liaison Psychiatry Service", "Department of Psychological Medicine",
                            "Consultation-Liaison Psychiatry", "Mental Health Liaison Team",
                            "Psychiatric Liaison Service"])
    n.add(P(c.hosp, "HOSPITAL"), "\n", dept, "\n")
    a = c.address(unit=False)
    if chance(r, 0.6):
        n.add(pick(r, ["", "Level 3, ", "Ground Floor, "]))
        if chance(r, 0.3):
            n.add(P(pick(r, ["Jubilee Wing", "Marlowe Building", "Fenwick Lodge", "Kestrel House",
                             "Phoenix Lodge", "Albion Wing"]), "LOCATION_OTHER"), ", ")
        n.add(c.addr_pieces(a), "\n")
    n.add(pick(r, ["Tel: ", "Phone: ", "T: "]), c.ph(), pick(r, ["   Fax: ", "  |  Fax ", "\nFax: "]), c.ph("fax"), "\n")
    if chance(r, 0.6):
        n.add(pick(r, ["Email: ", "E: "]), c.team_email(pick(r, ["liaison", "psych.liaison", "clpsych", "mhlt"])), "\n")
    if chance(r, 0.35):
        n.add("Web: ", c.url(pick(r, ["services/liaison-psychiatry", "mental-health/liaison", "clpsych"])), "\n")
    n.add("\n")


def signature(n, c, who, role=None, lic=None, bleep=None, email=None, style=None):
    r = c.rng
    role = role or getattr(who, "grade", "")
    if style is None:
        style = r.randrange(4)
    if lic is None:
        lic = chance(r, 0.35)
    if bleep is None:
        bleep = chance(r, 0.45)
    kind = getattr(who, "kind", "dr")
    if style == 0:
        n.add(who.titled_full() if who.dr else who.full(), "\n", role, "\n")
    elif style == 1:
        n.add(who.full(), ", ", role, "\n")
    elif style == 2:
        n.add("Signed: ", who.titled() if who.dr else who.full(), " (", role, ")\n")
    else:
        n.add(pick(r, ["Seen by ", "Assessed by ", "Written by ", "Author: "]), who.full(), ", ", role, "\n")
    if lic:
        lab, val = C.staff_licence(r, c.cc, "nurse" if kind == "nurse" else "sw" if kind == "sw" else "dr")
        n.add(lab + " ", P(val, "LICENSE"), "\n")
    if bleep:
        n.add(pick(r, ["Bleep ", "bleep ", "Pager ", "Pgr ", "ext "]), c.ph("bleep"), "\n")
    if email:
        n.add(c.email(who), "\n")


def audit_footer(n, c, who):
    r = c.rng
    k = r.randrange(4)
    t = "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59))
    if k == 0:
        n.add("\n-- Electronically signed by ", who.full(), " (", c.username(who), ") on ",
              c.D(c.today), " " + t + " --\n")
    elif k == 1:
        n.add("\n[Created by: ", c.username(who), " | Last modified: ", c.D(c.today), " " + t,
              " | Workstation: ", c.ip(), "]\n")
    elif k == 2:
        n.add("\nDocument author: ", c.username(who), "   Printed ", c.D(c.today), " " + t,
              " from ", c.ip(), "\n")
    else:
        n.add("\nEntered by ", who.full(), " [", c.username(who), "] ", c.D(c.today), " " + t, "\n")


def gp_block(n, c, label="GP"):
    r = c.rng
    n.add(label + ": ", c.gp.titled(), ", ", P(c.practice, "HOSPITAL"))
    if chance(r, 0.5):
        n.add(", ", c.addr_pieces(c.practice_addr))
    if chance(r, 0.5):
        op = pick(r, [" Tel ", " (", ", ph "])
        n.add(op, c.ph())
        if chance(r, 0.3):
            n.add("; fax ", c.ph("fax"))
        if op == " (":
            n.add(")")
    n.add("\n")


def nok_block(n, c, fam, label="NOK"):
    r = c.rng
    n.add(label + ": ", fam.full(), " (" + fam.rel + ")")
    n.add(pick(r, [" ", " - ", ", tel "]), c.ph(pick(r, ["mob", "mob", "land"])), "\n")
