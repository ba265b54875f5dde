"""Invented people and the surface forms of their names."""
from core import P, Seq
import pools as PL


class Person:
    def __init__(self, ctx, typ="PATIENT", sex=None, age=None, staff=False):
        r = ctx.r
        self.ctx = ctx
        self.typ = typ
        self.sex = sex or r.choice("FM")
        if staff and r.random() < 0.5:
            self.given = r.choice(PL.STAFF_GIVEN)
        else:
            self.given = r.choice(PL.GIVEN_F if self.sex == "F" else PL.GIVEN_M)
        self.surname = r.choice(PL.SURNAMES)
        self.mid = r.choice("ABCDEFGHJKLMNPRST") if r.random() < 0.3 else None
        self.age = age if age is not None else (r.randint(58, 101) if typ == "PATIENT" else r.randint(25, 80))
        self.title = r.choice(["Mrs", "Ms", "Miss", "Mrs"]) if self.sex == "F" else "Mr"
        self.nick = r.choice(PL.NICKNAMES) if r.random() < 0.1 else None

    def P(self, s):
        return P(s, self.typ)

    # surface forms
    def full(self):
        if self.mid and self.ctx.r.random() < 0.5:
            return self.P("%s %s. %s" % (self.given, self.mid, self.surname))
        return self.P("%s %s" % (self.given, self.surname))

    def formal(self):
        r = self.ctx.r
        k = r.random()
        if k < 0.4:
            return self.P("%s, %s" % (self.surname.upper(), self.given.upper()))
        if k < 0.7:
            return self.P("%s, %s" % (self.surname, self.given))
        if self.mid:
            return self.P("%s, %s %s" % (self.surname.upper(), self.given, self.mid))
        return self.P("%s %s" % (self.surname.upper(), self.given))

    def titled(self):
        return Seq([self.title + " ", self.P(self.surname)])

    def initials(self):
        r = self.ctx.r
        g = self.given[0]
        s = "".join(c for c in self.surname if c.isupper() or c == "'")
        s = s or self.surname[0]
        return self.P(r.choice(["%s.%s." % (g, s[0]), "%s%s" % (g, s), "%s %s" % (g, s[0]), "%s.%s" % (g, s)]))

    def first(self):
        return self.P(self.given)

    def gi(self):
        return self.P("%s %s." % (self.given, self.surname[0]))

    def short(self):
        return self.P("%s. %s" % (self.given[0], self.surname))

    def any(self, allow_init=True):
        r = self.ctx.r
        opts = [self.full, self.formal, self.titled, self.short, self.full]
        if allow_init:
            opts += [self.initials, self.gi]
        return r.choice(opts)()

    def ref(self):
        """Later reference inside narrative."""
        r = self.ctx.r
        if self.nick and r.random() < 0.5:
            return self.P(self.nick)
        return r.choice([self.titled, self.titled, self.first])()


FEMALE_REL = {"wife", "daughter", "niece", "sister", "granddaughter", "daughter-in-law"}
MALE_REL = {"husband", "son", "nephew", "brother", "grandson", "son-in-law"}


def relative(ctx, rel):
    sex = "F" if rel.lower() in FEMALE_REL else "M" if rel.lower() in MALE_REL else None
    return Person(ctx, "FAMILY", sex=sex)


class Staff(Person):
    ROLES = ["RN", "SN", "RGN", "CNM2", "CNM1", "HCA", "SSN", "Band 6", "Band 7"]

    def __init__(self, ctx, doctor=False):
        Person.__init__(self, ctx, typ="DOCTOR", staff=True)
        self.doctor = doctor
        r = ctx.r
        self.grade = r.choice(["FY1", "FY2", "SHO", "Reg", "SpR", "Cons", "CT1", "IMT2", "NCHD"]) if doctor \
            else r.choice(self.ROLES)

    def dr(self):
        r = self.ctx.r
        k = r.random()
        if k < 0.45:
            return Seq(["Dr ", self.P(self.surname)])
        if k < 0.6:
            return Seq(["Dr. ", self.P(self.surname)])
        if k < 0.8:
            return Seq(["Dr ", self.P("%s %s" % (self.given, self.surname))])
        return Seq([self.P(self.given[0] + ". " + self.surname), " (" + self.grade + ")"])

    def nurse(self):
        r = self.ctx.r
        k = r.random()
        if k < 0.35:
            return Seq([self.P("%s %s" % (self.given, self.surname)), " " + r.choice(["RN", "RGN", "(SN)", "RMN", "HCA"])])
        if k < 0.55:
            return Seq([self.P("%s %s" % (self.given, self.surname)), ", " + r.choice(["RN", "RGN", "CNM2", "Band 6"])])
        if k < 0.8:
            return self.P(self.given)
        return Seq(["SN ", self.P(self.surname)])

    def sig(self):
        return self.P(self.given[0].lower() + self.surname[0].lower() + self.ctx.r.choice(["", "", "k", "2"]))

    def name(self):
        return self.dr() if self.doctor else self.nurse()
