"""Genre: family therapy session note."""
from doc import Phi
import blocks as B
import pools_text as PT

GENRE = "family_therapy_note"

THEMES = ["communication when {pt_f} is distressed", "who worries most and how it shows",
          "the family's story about the illness", "rules about phones and bedtimes",
          "loss of {granrel} and how grief is talked about", "{crel}'s own experience of anxiety growing up",
          "blended family - loyalty between households", "sibling resentment about attention",
          "cultural expectations around school success", "how the eating disorder 'bosses' the family"]
QUOTES = ["\"we just don't know what to say to her any more\"", "\"it's like walking on eggshells\"",
          "\"he never listens, he's always on that Xbox\"", "\"I don't want to be the problem\"",
          "\"mum cries in the car, I hear her\"", "\"when I was her age nobody talked about this\"",
          "\"I'm fine, they're the ones who need therapy\"", "\"dad only shouts because he's scared\""]


def build(c, d, v):
    rng, cty = c.rng, c.cty
    lead = c.staff("ft", "therapist")
    rt = [c.staff("rt1", rng.choice(["psychologist", "nurse", "therapist"])), c.staff("rt2", "therapist")]
    d.w("{t}\n", t=rng.choice(["FAMILY THERAPY SESSION NOTE", "Systemic Family Therapy - session record",
                               "Family Therapy Clinic - progress note", "FT-AN session note"
                               if c.problem == "eating" else "Family session (systemic)"]))
    d.w("{pt}  DOB {dob}  {lid_lab} {lid}\n", v)
    h, m = rng.randint(9, 16), rng.choice([0, 15, 30])
    d.w("Session {n}   Date: {idx}   {tm}-{tm2}   Venue: family therapy room {r}, {base} (screen + camera)\n", v,
        n=str(rng.randint(1, 14)), tm="%02d:%02d" % (h, m), tm2="%02d:%02d" % (h + 1, m + rng.choice([0, 15, 29])),
        r=Phi(str(rng.randint(1, 6)), "LOCATION_OTHER"))
    d.w("Lead therapist: {l}   Reflecting team: {a}, {b}\n", l=lead.full(), a=rt[0].full(), b=rt[1].i_last())
    d.add("Present: ")
    d.w("{pt_f}, {crel} {carer_f}", v)
    both = False
    if rng.random() < 0.5:
        d.w(", {steprel} {step_f}", v)
    elif rng.random() < 0.6:
        d.w(", {crel2} {carer2_f}", v)
        both = True
    for s in c.sibs[:2]:
        d.w(", {r} {n} ({a})", r=s.rel_short, n=s.f(), a=c.age_phi(s.age))
    d.add("\n")
    if not both and rng.random() < 0.5:
        d.w("Not present: {crel2} ({why})\n", v, why=rng.choice([
            "working away", ["works nights as ", B.art(c.carer2.prof.text) if isinstance(c.carer2.prof, Phi) else "a ",
                             c.carer2.prof if isinstance(c.carer2.prof, Phi) else Phi("security guard", "PROFESSION")],
            "declined", "no contact currently"]))
    d.add("\nConsent to video recording for supervision: %s\n" % rng.choice(["yes, all present", "declined - not recorded",
                                                                            "yes (recording deleted after supervision)"]))
    d.add("\nGenogram / context update:\n")
    d.w(rng.choice(["{granrel} {gran_f} now living with the family since {m}. ",
                    "Parents separated {m}; {crel2} has new partner. ",
                    "Maternal grandmother died {m}, anniversary approaching. ",
                    "No changes since last session. "]), v, m=c.rel(-rng.randint(30, 700), "month_year"))
    if rng.random() < 0.4:
        d.w("{Crel} {j}; {crel2} {j2}.", v, j=B.job(c.carer), j2=B.job(c.carer2))
    d.add("\n\nThemes explored:\n")
    for t in rng.sample(THEMES, 3):
        d.w("  - " + t + "\n", v)
    d.add("\nProcess / observations:\n")
    q1, q2 = rng.sample(QUOTES, 2)
    d.w(rng.choice([
        "Circular questions about who notices first when {pt_f} is struggling. {carer_f} said {q}. ",
        "{pt_f} sat between parents, quiet for first half; more animated when talking about {club}. ",
        "Externalising conversation - the family named the anxiety 'the Worry Monster'. {carer_f}: {q}. ",
        "Tension evident between {carer_f} and {pt_f} re phone use; able to take turns with structure. "]), v,
        q=q1)
    d.w(rng.choice(["Sibling {s} contributed: {q}. ", "", "{pt_f} later said {q}. "]), v,
        s=c.sibs[0].f() if c.sibs else v["friend_f"], q=q2)
    d.add("\n\nReflecting team:\n")
    d.w("{a} wondered about {x}. {b} was struck by {y}.\n", a=rt[0].f(), b=rt[1].f(),
        x=rng.choice(["the care in the room", "how much the family had already tried",
                      "what the worry protects the family from"]),
        y=rng.choice(["the humour between siblings", "dad's tears", "how brave it was to come"]))
    d.add("\nHypothesis: %s\n" % rng.choice([
        "anxiety may be holding the family together around a shared task of protecting mum",
        "the eating disorder has organised family life; parents need support to take back control of meals",
        "escalation cycle: YP withdraws -> parent pursues -> YP explodes", "loyalty bind between two households"]))
    d.add("Task: %s\n" % rng.choice(["family to notice one 'sparkling moment' each day",
                                     "parents to plan meals together before telling YP",
                                     "10 minutes of special time daily", "no task set"]))
    d.w("\nNext session: {dt} {tm}\n", dt=c.rel(rng.choice([7, 14, 21]), rng.choice([None, "wd_short", "wd_long"])),
        tm=B.ctime(rng))
    d.w("{n}, {j}   {dt}\n", n=lead.full(), j=lead.job, dt=c.d())
    if rng.random() < 0.3:
        d.w("Note entered by {u}\n", u=lead.username(rng))
