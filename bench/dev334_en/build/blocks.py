"""Reusable note blocks; each returns a list of pieces for NB.add()."""
import places as PL
from nb import join_list
from clin import pr


def letterhead(c, url=None):
    out = [(c.team, "HOSPITAL"), "\n"]
    if c.chance(0.5):
        out += [(c.acute, "HOSPITAL"), "\n"]
    out += c.base_addr(lines=c.chance(0.6)) + ["\n"]
    out += [c.ch(["Tel: ", "Tel ", "T: ", "Phone: "]), c.ph()]
    if c.chance(0.75):
        out += [c.ch(["  Fax: ", " | Fax ", "\nFax: "]), c.fax()]
    out += ["\n"]
    if c.chance(0.7):
        out += [c.ch(["Email: ", "E: ", "Secure email: "]), c.email_team(), "\n"]
    if url if url is not None else c.chance(0.35):
        out += [c.ch(["Web: ", "", "www: "]), c.url(), "\n"]
    return out


def mum_ref(c):
    m = c.mother
    r = c.rng.random()
    if r < 0.35:
        return [c.mumw, " (", c.F(m, "first"), ")"]
    if r < 0.6:
        return [c.mumw, " ", c.F(m, "full")]
    if r < 0.8:
        return ["mother ", c.F(m, "full")]
    return [c.mumw]


def family_para(c):
    m, f = c.mother, c.father
    out = [c.P("first"), " lives with "]
    if c.looked_after:
        out += ["foster carer ", c.F(c.carer), " in ", (c.town, "CITY"),
                " (placed by children's social care under a care order). ",
                c.His, " birth mother ", c.F(m), " has supervised contact"]
        if c.chance(0.5):
            out += [" on ", c.ch([("Saturdays", "DATE"), ("Wednesdays", "DATE"), ["alternate ", ("Sundays", "DATE")]])]
        out += [". "]
    else:
        out += [c.his, " ", c.mumw, " ", c.F(m)]
        if m.age and c.chance(0.4):
            out += [" (", c.A(m.age), ")"]
        if c.step:
            out += [", ", c.his, " ", c.step.rel, " ", c.F(c.step, "first")]
        sibs_home = [s for s in c.sibs if s.age < 19]
        if sibs_home:
            parts = []
            for s in sibs_home:
                parts.append([s.rel, " ", c.F(s, "first"), " (", c.A(s.age), ")"])
            out += [" and "] + join_list(parts)
        out += [". "]
        if c.parents_sep:
            out += ["Parents separated when ", c.he, " was ", c.A(max(1, c.age - c.rng.randint(2, 8))), "; ",
                    c.dadw, " ", c.F(f, "first"), c.ch([" lives locally", " lives in ", " moved to "])]
            if out[-1] != " lives locally":
                out += [(c.rng.choice(PL.ABROAD), "COUNTRY") if c.chance(0.4) else (c.rng.choice(PL.TOWNS[c.cc]), "CITY")]
            out += [c.ch([" and contact is regular", " and contact is sporadic", "; no contact for 2 years"]), ". "]
        else:
            out += [c.His, " father ", c.F(f), " also lives at home. "]
    if m.prof and c.chance(0.85):
        out += [c.ch(["Mum", "Mother", "Mum"]) if c.mumw == "mum" else "Mom", " works as ", c.an(m.prof), " ",
                (m.prof, "PROFESSION")]
        if c.chance(0.45):
            out += [" at ", (c.employer, "ORGANIZATION")]
        out += [c.ch(["", " (shifts)", " part-time"]), "; "]
    else:
        out += [c.ch(["Mum", "Mother"]) if c.mumw == "mum" else "Mom", " is not currently working; "]
    if f.prof:
        out += ["father is ", c.an(f.prof), " ", (f.prof, "PROFESSION"), ". "]
    else:
        out += ["father is unemployed. "]
    if c.chance(0.3):
        out += ["Maternal family originally from ", (c.rng.choice(PL.ABROAD), "COUNTRY"), "; ",
                c.relative.rel, " ", c.F(c.relative, "first"), " is an important support. "]
    return out


def school_para(c, senco=True):
    out = [c.P("first"), " is in ", c.school_year(), " at ", (c.school, "ORGANIZATION")]
    if c.chance(0.3):
        out += [" in ", (c.town, "CITY")]
    out += [". "]
    if senco:
        t = c.person(c.ch("FM"), "anglo")
        role = c.ch(["SENCO", "Head of Year", "pastoral lead", "form tutor", "Designated Safeguarding Lead",
                     "school counsellor", "guidance counsellor"])
        out += [c.ch(["Attendance is ", "Attendance this term: "]), "%d%%" % c.rng.randint(38, 97), ". ",
                role[0].upper() + role[1:], " ", (t.full(), "FAMILY"), " ", c.ch(["reports", "describes", "has noticed"]), " ",
                c.ch(["difficulty settling in lessons", "frequent requests to leave class",
                      "isolation at break times", "good effort but low confidence",
                      "several incidents of conflict with peers"]), ". "]
    return out


def cc_block(c, items):
    out = ["\ncc: "]
    first = True
    for it in items:
        if not first:
            out += ["\n    "]
        first = False
        out += it
    return out + ["\n"]


def cc_gp(c):
    return [c.St("gp", full=c.chance(0.5)), ", ", (c.gp_practice, "HOSPITAL")]


def cc_parent(c):
    out = [c.Ftitle(c.mother) if c.chance(0.6) else c.F(c.mother), " (parent)"]
    if c.chance(0.5):
        out += [", ", (c.street_, "STREET"), ", ", (c.town, "CITY")]
    return out


def typed_by(c, author_key="cons"):
    a = c.S(author_key).init().upper()
    t = c.S("admin").init().lower()
    return [c.ch(["Dictated but not read. ", "", "D: ", ""]), (a, "DOCTOR"), "/", (t, "DOCTOR"), "\n"]


def weekday_phrase(c, days):
    d = c.day(days)
    return c.D(d, "wk" if c.chance(0.6) else "wkshort")


def holiday(c):
    h = {"US": ["Thanksgiving", "Christmas", "Labor Day", "the Fourth of July"],
         "CA": ["Thanksgiving", "Christmas", "Victoria Day", "Canada Day"],
         "IE": ["Christmas", "Easter", "St Patrick's Day", "Halloween"],
         "AU": ["Christmas", "Easter", "Australia Day", "Anzac Day"],
         "NZ": ["Christmas", "Easter", "Matariki", "Waitangi Day"],
         "ZA": ["Christmas", "Easter", "Heritage Day", "Freedom Day"],
         "SG": ["Chinese New Year", "Hari Raya Puasa", "Deepavali", "Christmas"],
         "UK": ["Christmas", "Easter", "Bonfire Night", "New Year's Eve"]}[c.cc]
    x = c.ch(h)
    if x.startswith("the "):
        return ["the ", (x[4:], "DATE")]
    return [(x, "DATE")]


def presenting(c, prob):
    import clin
    return pr(c, c.ch(clin.REASON[prob]))
