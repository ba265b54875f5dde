"""Date and number-word formatting for dev347_en (no randomness here)."""


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordsfx(n):
    return "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def fmt_date(d, st, us):
    m, mo, wd = MONTHS[d.month - 1], MONTHS[d.month - 1][:3], WDAYS[d.weekday()]
    if st == "num":
        return f"{d.month:02d}/{d.day:02d}/{d.year}" if us else f"{d.day:02d}/{d.month:02d}/{d.year}"
    if st == "num_np":
        return f"{d.month}/{d.day}/{d.year}" if us else f"{d.day}/{d.month}/{d.year}"
    if st == "yy":
        return f"{d.month:02d}/{d.day:02d}/{d.year % 100:02d}" if us else f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}"
    if st == "long":
        return f"{m} {d.day}, {d.year}" if us else f"{d.day} {m} {d.year}"
    if st == "abbr":
        return f"{d.day:02d}-{mo}-{d.year}"
    if st == "abbr2":
        return f"{mo} {d.day}, {d.year}" if us else f"{d.day} {mo} {d.year}"
    if st == "iso":
        return d.isoformat()
    if st == "dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year % 100:02d}"
    if st == "wd":
        return f"{wd[:3]} {fmt_date(d, 'num_np', us)}"
    if st == "wdlong":
        return f"{wd}, {m} {d.day}, {d.year}" if us else f"{wd} {d.day} {m} {d.year}"
    if st == "short":
        return f"{d.month}/{d.day}" if us else f"{d.day}/{d.month}"
    if st == "wdshort":
        return f"{wd[:3]} {fmt_date(d, 'short', us)}"
    if st == "dm":
        return f"{mo} {d.day}" if us else f"{d.day} {mo}"
    if st == "my":
        return f"{m} {d.year}"
    if st == "mon":
        return m
    if st == "year":
        return str(d.year)
    if st == "wday":
        return wd
    if st == "ord":
        return f"{m} {d.day}{ordsfx(d.day)}" if us else f"{d.day}{ordsfx(d.day)} {m}"
    if st == "compact":
        return f"{d.year}{d.month:02d}{d.day:02d}"
    raise ValueError(st)


NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
            "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = divmod(n, 10)
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " and " + age_words(n - 100))
    return TENS[t] + ("" if u == 0 else "-" + NUMWORDS[u])
