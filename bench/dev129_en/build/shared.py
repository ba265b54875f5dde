"""Sentence builders shared by several genres. Each takes a Ctx and returns text with markers."""

ER = {"US": ["the ER", "the ED", "urgent care"], "UK": ["A&E", "A and E", "the walk-in"],
      "IN": ["casualty", "emergency", "the OPD"], "PH": ["the ER", "ER", "the emergency room"]}
GP = {"US": ["my PCP", "my primary care doctor", "my doctor"], "UK": ["my GP", "the GP", "the surgery"],
      "IN": ["our family doctor", "my doctor", "the doctor sir"], "PH": ["my doctor", "my OB", "doc"]}


def cap(s):
    """Upper-case the first character when it is a plain letter (never inside a marker)."""
    return s[0].upper() + s[1:] if s and s[0].isalpha() else s


def er(c):
    return c.r.choice(ER[c.country])


def gp(c):
    return c.r.choice(GP[c.country])


def hi(c, to=None):
    r = c.r
    to = to or c.Dr(form=r.choice(["t_last", "t_last", "t_full"] + (["doc", "dra"] if c.country == "PH" else [])))
    g = {"US": ["Hi", "Hello", "Dear", "Good morning"], "UK": ["Hi", "Hello", "Dear", "Morning"],
         "IN": ["Respected", "Dear", "Hello", "Good morning"], "PH": ["Good day", "Hi", "Hello po", "Good morning"]}
    return f"{r.choice(g[c.country])} {to},"


def thanks(c):
    r = c.r
    t = {"US": ["Thanks", "Thank you", "Thanks so much"], "UK": ["Many thanks", "Thanks", "Kind regards", "Cheers"],
         "IN": ["Thanks and regards", "Thanking you", "Regards", "Kindly do the needful. Thanks"],
         "PH": ["Thank you po", "Thanks", "God bless", "Salamat po"]}
    return r.choice(t[c.country])


def sig_pt(c, rich=True):
    """Patient signature block."""
    r = c.r
    lines = [c.P("self")]
    if rich:
        extra = r.sample([f"DOB {c.dob()}", f"DOB: {c.dob()}", f"ph {c.my_phone()}", f"Mobile: {c.my_phone()}",
                          c.email(c.pt), f"MRN {c.mrn()}", f"Member ID {c.hp()}"], r.randint(1, 3))
        lines += extra
    return "\n".join(lines)


def pt_sentence(c):
    """One first-person sentence with PHI."""
    r = c.r
    opts = [
        lambda: f"I was seen at {c.hosp()} {er(c)} on {c.date()} for {c.syms()}.",
        lambda: f"{c.Dr()} started me on {c.drug()} {c.rel_date()}.",
        lambda: f"{cap(c.Fa('my'))} can drive me, number is {c.phone()}.",
        lambda: f"I work as a {c.prof()} at {c.employer()} so mornings are hard.",
        lambda: f"We moved recently, new address is {c.addr()}.",
        lambda: f"My MRN is {c.mrn()} and DOB is {c.dob()}.",
        lambda: f"Insurance is {c.insurer()}, member ID {c.hp()}.",
        lambda: f"Please email me at {c.email(c.pt)} or call {c.my_phone()}.",
        lambda: f"I can't log in to {c.url()}, my username is {c.user()}.",
        lambda: f"I'm {c.AGE()} and have had {c.sym()} for {c.dur()}.",
        lambda: f"My {c.rel} {c.Fname()} is coming home from {c.abroad()} on {c.date('abbr')} to help.",
        lambda: f"Last time this happened was {c.date('month_year')} and I went to {c.clinic(new=True)}.",
        lambda: f"My {c.rel2} {c.Fname(2)} ({c.AGE(c.fam_age, 'short')}) has the same {c.sym()}.",
        lambda: f"{cap(gp(c))} {c.Dr()} is away until {c.date('abbr')}.",
        lambda: f"I'm off work from {c.employer()} {c.rel_date()}.",
        lambda: f"My old records are at {c.hosp(new=True)} in {c.city_new()}, {c.state()}.",
        lambda: f"I'll be in {c.city()} until {c.wd()}.",
        lambda: f"Can I get a disabled parking permit for my car, plate {c.veh(False)}?",
        lambda: f"I left my glucometer (serial {c.dev()}) at your front desk {c.rel_date()}.",
        lambda: f"Pharmacy is {c.pharm()}, fax {c.fax()}.",
    ]
    return r.choice(opts)()


def neg_sentence(c):
    """A sentence built only of hard negatives (drugs, doses, symptoms, clock times, name-like words)."""
    r = c.r
    opts = [
        lambda: f"Taking {c.drug()} and {c.drug()}.",
        lambda: f"Had {c.syms()} for {c.dur()}, worse around {c.time()}.",
        lambda: f"{c.vitals()} this morning.",
        lambda: f"{cap(c.nw())}.",
        lambda: f"Still on {c.drug()}, {c.nw()}.",
        lambda: f"The {c.sym()} started {c.dur_num()} ago and {c.drug()} isn't helping.",
        lambda: f"{cap(c.nw())}, and the {c.sym()} is about the same.",
        lambda: f"Honestly {c.nw()}; {c.sym()} comes and goes around {c.time()}.",
        lambda: f"Checked at {c.time()}: {c.vitals()}.",
        lambda: "No {}, no {}, but some {}.".format(*r.sample(c.SYMPTOM_POOL, 3)),
        lambda: f"Was told to stop {c.drugname()} and try {c.drug()}.",
        lambda: f"{c.dept()} said to come back if {c.sym()} gets worse.",
    ]
    return r.choice(opts)()


def staff_sentence(c):
    """Third-person staff sentence with PHI."""
    r = c.r
    pr = "her" if c.pt.sex == "F" else "his"
    opts = [
        lambda: f"Seen in {c.dept()} at {c.hosp()} on {c.date()}.",
        lambda: f"Lives with {c.Fa(pr)} at {c.addr()}.",
        lambda: f"Works as a {c.prof()} at {c.employer()}.",
        lambda: f"Callback {c.my_phone()}.",
        lambda: f"MRN {c.mrn()}, DOB {c.dob()}.",
        lambda: f"Discussed with {c.Dr()}, pager {c.pager()}.",
        lambda: f"NOK {c.Fname()} ({c.rel}) {c.phone()}.",
        lambda: f"Travelled from {c.abroad()} {c.rel_date()}.",
        lambda: f"Known to {c.clinic(new=True)} since {c.year()}.",
        lambda: f"Insurer {c.insurer()} ID {c.hp()}.",
        lambda: f"{pr.capitalize()} {c.rel2} {c.Fname(2)} is {c.AGE(c.fam_age, 'short')} and unwell too.",
    ]
    return r.choice(opts)()
