"""Genre: vision and hearing screening record at school entry (own genre)."""
import frag as F
import people
import places as PL
from common import Doc, P, chance

PROGRAMME = {"UK": "School entry vision & hearing screening (Reception)",
             "IE": "School screening - Junior/Senior Infants (National Healthy Childhood Programme)",
             "US": "State-mandated school vision & hearing screening",
             "CA": "Kindergarten vision & hearing screening",
             "AU": "School entry health assessment (vision and hearing)",
             "NZ": "B4 School Check / new entrant vision and hearing screening"}
CLASSNAMES = ["Hedgehogs", "Owls", "Kingfishers", "Butterflies", "Ladybirds", "Robins", "Acorns", "Kauri", "Koalas",
              "Penguins", "Starfish", "Rainbow"]


def _lm(rng, fail):
    if fail:
        return rng.choice([0.275, 0.3, 0.325, 0.375, 0.4, 0.5])
    return rng.choice([0.0, 0.05, 0.1, 0.125, 0.15, 0.175, 0.2])


def gen(rng, lower, c):
    k = people.make_case(rng, c, 4, 6)
    d = Doc(rng, lower)
    screener = people.staff(rng, c)
    d.add(F.service_header(rng, k, rng.choice(["VISION AND HEARING SCREENING RECORD", "School Entry Screening Record",
                                               "Vision / Hearing Screen - Individual Result"])))
    d.line("Programme: %s" % PROGRAMME[c], {})
    d.line("Child: {n}   DOB: {dob}   Age at screen: {a}", {"n": F.pt(k, rng.choice(["full", "rev", "upper"])),
                                                          "dob": F.D(rng, k, k.dob),
                                                          "a": F.age_p(rng, k, rng.choice(["ym", "ymlong", "yrs"]))})
    d.line("{ids}", {"ids": F.id_line(rng, k, rng.choice([1, 2]))})
    d.line("School: {s} - %s (%s class)" % (k.yg, rng.choice(CLASSNAMES)), {"s": P(k.school, "ORGANIZATION")})
    if chance(rng, 0.6):
        d.line("Address: {a}", {"a": F.addr(rng, k)})
    d.line("Screen date: {dt}   Screener: {s} (%s)" % rng.choice(["school nurse", "HCA - orthoptist-trained", "vision screener",
                                                                 "community nursery nurse"]), {
        "dt": F.D(rng, k, k.note_date), "s": F.doc(screener, rng.choice(["full", "fi"]))})
    d.t("\nVISION\n")
    vfail = chance(rng, 0.35)
    r, l = _lm(rng, vfail), _lm(rng, vfail and chance(rng, 0.5))
    if c == "US":
        dev = rng.choice(["Welch Allyn Spot Vision Screener", "Plusoptix A12C"])
        d.line("Method: photoscreener (%s, SN {sn}) plus HOTV chart at 10 ft." % dev, {
            "sn": P("%d" % rng.randint(10000000, 99999999), "DEVICE")})
        d.line("HOTV: R 20/%d, L 20/%d. Photoscreen: %s." % (rng.choice([20, 25, 32, 40, 50]), rng.choice([20, 25, 32, 40]),
                                                               "refer - astigmatism" if vfail else "pass"), {})
    else:
        d.line("Method: Keeler crowded logMAR at 3 m (%s). Pass level 0.200 each eye." % rng.choice(
            ["Thomson Software Solutions", "printed chart", "iPad app"]), {})
        d.line("Result: R %.3f  L %.3f  -> %s" % (r, l, "REFER" if vfail else "pass"), {})
    d.line("Cover test: %s. Child wore glasses: %s." % (rng.choice(["no manifest deviation", "? intermittent R esotropia"]),
                                                         rng.choice(["no", "no", "yes (prescribed by optician)"])), {})
    d.t("\nHEARING\n")
    aud = rng.choice(["Amplivox 116", "Kamplex KS8", "Interacoustics AS608", "Maico MA 25"])
    d.line("Pure tone sweep at 25 dB HL, 1/2/4 kHz. Audiometer %s SN {sn}, calibrated {cd}." % aud, {
        "sn": P("%s%06d" % (rng.choice(["", "AMP", "KS", "A"]), rng.randint(0, 999999)), "DEVICE"),
        "cd": F.D(rng, k, F.days(k.note_date, -rng.randint(30, 330)), rng.choice(["month_year", None]))})
    hfail = chance(rng, 0.25)
    d.line("R: %s   L: %s" % ("pass" if not hfail or chance(rng, 0.5) else "no response 4 kHz",
                              "pass" if not hfail else "no response 1 & 4 kHz"), {})
    if hfail:
        d.line("Otoscopy by nurse: dull TM, ? OME. Rescreen in 6 weeks ({dt}) before referral.", {
            "dt": F.D(rng, k, F.days(k.note_date, 42))})
    d.t("\nPARENT QUESTIONNAIRE\n")
    par, ref = F.parent_ref(rng, k)
    d.line("Completed by {p} on {dt}. Concerns: %s" % rng.choice([
        "speech unclear at times", "sits close to TV", "none", "snoring at night", "frequent ear infections"]), {
        "p": ref, "dt": F.D(rng, k, F.days(k.note_date, -rng.randint(5, 30)))})
    if k.sibs and chance(rng, 0.7):
        s = k.sibs[0]
        d.line("Family history: %s {s} ({a}) had patching for amblyopia at {h}." % s.rel, {
            "s": F.fam(s, "first"), "a": P(str(max(s.age, 3)), "AGE"), "h": P(k.hospital, "HOSPITAL")})
    elif chance(rng, 0.5):
        d.line("Family history: {rel} wears glasses since age {a}.", {"rel": k.v["dad"], "a": P(str(rng.randint(4, 12)), "AGE")})
    d.t("\nOUTCOME\n")
    if vfail:
        d.line("Referred to orthoptic clinic, {h}. Referral no. {r}. Letter to {p} sent {dt}.", {
            "h": P(k.hospital, "HOSPITAL"), "r": F.case_ref(rng, rng.choice(["ORT", "OPH", "VS"]), k.note_date.year), "p": F.fam(par),
            "dt": F.D(rng, k, F.days(k.note_date, rng.randint(1, 5)))})
    elif hfail:
        d.line("Rescreen booked; if fail refer to paediatric audiology at {h}.", {"h": P(k.hospital, "HOSPITAL")})
    else:
        d.line("Pass both. Routine eye test with a community optometrist advised (free for children).", {})
    d.line("{g}", {"g": F.gp_line(rng, k)})
    d.t("\n")
    d.add(F.signature(rng, k, k.nurse if chance(rng, 0.6) else screener))
    d.t("\n")
    if chance(rng, 0.5):
        d.line("Result entered by {u} on {dt}", {"u": P(screener.username(rng), "USERNAME"),
                                                  "dt": F.D(rng, k, F.days(k.note_date, rng.randint(0, 4)))})
    return d, k
