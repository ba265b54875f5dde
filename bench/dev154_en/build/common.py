"""Shared helpers: residents, staff signatures, tables."""
import pools as P
from phi import Person, name_pieces


def plen(pieces):
    n = 0
    for p in pieces:
        if isinstance(p, tuple):
            n += len(p[1])
        elif isinstance(p, list):
            n += plen(p)
        else:
            n += len(p)
    return n


def flat(pieces):
    out = []
    for p in pieces:
        if isinstance(p, list):
            out += flat(p)
        else:
            out.append(p)
    return out


class Resident:
    def __init__(self, ctx, age=None):
        r = ctx.rng
        self.p = Person(r)
        self.age = age or r.choice([r.randint(66, 89), r.randint(78, 96), r.randint(90, 104), r.randint(52, 70)])
        self.dob = ctx.dob(self.age)
        self.room = ctx.room()
        self.bed = r.choice(["", "", "", "A", "B", "1", "2"])
        self.mrn = ctx.mrn()
        self.gp = Person(r)
        self.nok = Person(r)
        if self.nok.sex == "F":
            rels = ["daughter", "wife", "niece", "granddaughter", "sister", "stepdaughter"]
        else:
            rels = ["son", "husband", "nephew", "grandson", "brother", "stepson"]
        self.nok_rel = r.choice(rels * 2 + ["partner", "friend", "neighbour", "EPOA", "guardian"])
        self.dx = r.choice(P.DIAGNOSES)
        self.prof = r.choice(P.PROFESSIONS)


def res_name(ctx, res, style=None):
    return name_pieces(ctx.rng, res.p, "PATIENT", style)


def staff_name(ctx, person=None, style=None, cred=True):
    r = ctx.rng
    p = person or r.choice(ctx.staff)
    st = style or r.choice(["full", "full", "initial_last", "first_init", "title", "first", "mi"])
    out = name_pieces(r, p, "DOCTOR", st)
    if cred and st != "title" and r.random() < 0.6:
        out = out + [r.choice([", ", " "]) + r.choice(P.CREDS[ctx.country])]
    return out


def dr_name(ctx, person=None):
    r = ctx.rng
    p = person or r.choice(ctx.staff)
    if r.random() < 0.6:
        return [r.choice(["Dr ", "Dr. "]), ("DOCTOR", r.choice([p.surname, p.full(), p.given[0] + " " + p.surname]))]
    return [("DOCTOR", p.full()), ", " + r.choice(["MD", "DO", "NP", "MBBS", "MBChB", "FRACGP"])]


def room_pieces(ctx, res, style=None):
    r = ctx.rng
    st = style or r.choice(["room", "rm", "bare", "bed", "slash"])
    if st == "room":
        return ["Room ", ("LOCATION_OTHER", res.room)]
    if st == "rm":
        return ["Rm ", ("LOCATION_OTHER", res.room)]
    if st == "bed" and res.bed:
        return ["Rm ", ("LOCATION_OTHER", res.room), " bed ", ("LOCATION_OTHER", res.bed)]
    if st == "slash" and res.bed:
        return [("LOCATION_OTHER", res.room + "-" + res.bed)]
    return [("LOCATION_OTHER", res.room)]


def table(note, ctx, headers, rows, style=None):
    """rows: list of rows; each row a list of cells; each cell a list of pieces."""
    r = ctx.rng
    st = style or r.choice(["space", "space", "pipe", "tab"])
    if st == "space":
        w = [max([len(h)] + [plen(row[i]) for row in rows]) + 2 for i, h in enumerate(headers)]
        note.line("".join(h.ljust(w[i]) for i, h in enumerate(headers)).rstrip())
        note.line("".join("-" * (w[i] - 2) + "  " for i in range(len(headers))).rstrip())
        for row in rows:
            pcs = []
            for i, c in enumerate(row):
                pcs += flat(c)
                if i < len(row) - 1:
                    pcs.append(" " * (w[i] - plen(c)))
            note.line(*pcs)
    elif st == "pipe":
        note.line("| " + " | ".join(headers) + " |")
        note.line("|" + "|".join("---" for _ in headers) + "|")
        for row in rows:
            pcs = ["| "]
            for i, c in enumerate(row):
                pcs += flat(c)
                pcs.append(" | " if i < len(row) - 1 else " |")
            note.line(*pcs)
    else:
        note.line("\t".join(headers))
        for row in rows:
            pcs = []
            for i, c in enumerate(row):
                pcs += flat(c)
                if i < len(row) - 1:
                    pcs.append("\t")
            note.line(*pcs)
    return st


def fac_header(note, ctx, with_addr=True, with_phone=True):
    r = ctx.rng
    note.line(("HOSPITAL", ctx.fac))
    if with_addr:
        note.line(*ctx.address_pieces(place=ctx.place))
    if with_phone:
        pcs = [r.choice(["Ph ", "Tel: ", "Phone: ", "P: "]), ("PHONE", ctx.phone(ext=False))]
        if r.random() < 0.6:
            pcs += [r.choice(["  Fax ", " | Fax: ", "  F: "]), ("FAX", ctx.phone(ext=False))]
        note.line(*pcs)
